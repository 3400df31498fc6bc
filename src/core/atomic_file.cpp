// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/atomic_file.h"

#include "arbitre/core/safe_file.h"

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <string>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace arbitre {

namespace {

namespace fs = std::filesystem;

std::string systemError(const std::string &what, const fs::path &path, int error = errno)
{
    return what + " '" + path.string() + "': " + std::strerror(error);
}

/** The end of every message of a save that failed before the rename. */
std::string unchanged(const fs::path &path)
{
    return "; '" + path.string() + "' is unchanged";
}

/** The process's umask, read without changing it (umask() is not thread-safe); 022 if unknown. */
mode_t currentUmask()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("Umask:", 0) == 0) {
            try {
                return static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
            } catch (const std::exception &) {
                break;
            }
        }
    }
    return 022;
}

/** The file a save of `path` replaces: `path`, or where its chain of symbolic links ends. */
fs::path writeTarget(const fs::path &path)
{
    fs::path target = path;
    for (int links = 0; links < 40; ++links) {
        struct stat status
        {};
        if (::lstat(target.c_str(), &status) != 0 || !S_ISLNK(status.st_mode))
            return target;
        std::error_code error;
        const fs::path link = fs::read_symlink(target, error);
        if (error)
            throw SaveError("cannot follow the link '" + target.string() + "': " + error.message() + unchanged(path));
        target = link.is_absolute() ? link : target.parent_path() / link;
    }
    throw SaveError(systemError("cannot follow the link", path, ELOOP) + unchanged(path));
}

/** A temporary of writeFileAtomically for `name`: `.NAME.XXXXXX`, six letters or digits from mkstemp. */
bool isTemporaryOf(const std::string &entry, const std::string &name)
{
    const std::string prefix = "." + name + ".";
    if (entry.size() != prefix.size() + 6 || entry.compare(0, prefix.size(), prefix) != 0)
        return false;
    for (std::size_t i = prefix.size(); i < entry.size(); ++i) {
        if (std::isalnum(static_cast<unsigned char>(entry[i])) == 0)
            return false;
    }
    return true;
}

} // namespace

void removeStaleTemporaries(const fs::path &directory, const std::string &name, std::chrono::seconds age)
{
    std::error_code error;
    const auto cutoff = fs::file_time_type::clock::now() - age;
    for (fs::directory_iterator it(directory, error), end; !error && it != end; it.increment(error)) {
        const fs::path entry = it->path();
        if (!isTemporaryOf(entry.filename().string(), name))
            continue;
        std::error_code entryError;
        // Only an old regular file: a save running now (a younger temporary) is left alone.
        if (!fs::is_regular_file(fs::symlink_status(entry, entryError)) || entryError)
            continue;
        const auto modified = fs::last_write_time(entry, entryError);
        if (!entryError && modified < cutoff)
            fs::remove(entry, entryError);
    }
}

namespace {

/** The mode a save gives the file: the old file's, or what an editor gives a new one (0666 less the umask). */
struct Ownership
{
    mode_t mode = 0644;
    bool existed = false;
    uid_t owner = 0;
    gid_t group = 0;
};

Ownership ownershipOf(const fs::path &target)
{
    Ownership kept;
    struct stat status
    {};
    if (::stat(target.c_str(), &status) == 0) {
        kept.existed = true;
        kept.mode = status.st_mode & 07777;
        kept.owner = status.st_uid;
        kept.group = status.st_gid;
    } else {
        kept.mode = 0666 & ~currentUmask();
    }
    return kept;
}

void writeAll(int fd, std::string_view content, const std::function<void(const std::string &)> &fail)
{
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            fail("cannot write");
        }
        written += static_cast<std::size_t>(n);
    }
}

/** Flushes the folder's entry of the renamed file: without it a power cut can undo a save reported done. */
void syncDirectory(const fs::path &directory, const fs::path &path)
{
    const int fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return; // a folder we may write in but not read: the rename is done, its flush left to the system
    const int result = ::fsync(fd);
    const int syncErrno = errno;
    ::close(fd);
    // Some file systems cannot flush a folder (EINVAL): nothing more can be done there.
    if (result != 0 && syncErrno == EIO)
        throw SaveError(systemError("saved, but the folder could not be flushed to disk for", path, syncErrno));
}

} // namespace

void writeFileAtomically(const fs::path &path, std::string_view content)
{
    if (!pathNameProblem(path).empty())
        throw SaveError("cannot save: the file name contains a NUL character");
    // A save Arbitre could not read back is no save: refused here, before anything is written.
    if (content.size() > MaxFileBytes)
        throw SaveError("cannot save '" + path.string() + "': " + std::to_string(content.size()) +
                        " bytes, more than Arbitre reads back (at most " + std::to_string(MaxFileBytes) + ")" +
                        unchanged(path));
    const fs::path target = writeTarget(path);
    const fs::path directory = target.has_parent_path() ? target.parent_path() : ".";
    removeStaleTemporaries(directory, target.filename().string());
    const Ownership kept = ownershipOf(target);

    std::string temp = (directory / ("." + target.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0)
        throw SaveError(systemError("cannot create a temporary file in", directory) + unchanged(path));
    auto fail = [&](const std::string &what) {
        const std::string message = systemError(what, temp) + unchanged(path);
        ::close(fd);
        ::unlink(temp.c_str());
        throw SaveError(message);
    };
    writeAll(fd, content, fail);
    if (kept.existed && ::fchown(fd, kept.owner, kept.group) != 0) {
        // Only root may give a file away: the group alone, then nothing (the file stays the saver's).
        [[maybe_unused]] const int groupOnly = ::fchown(fd, static_cast<uid_t>(-1), kept.group);
    }
    if (::fchmod(fd, kept.mode) != 0 || ::fsync(fd) != 0)
        fail("cannot flush");
    if (::close(fd) != 0) {
        const std::string message = systemError("cannot close", temp) + unchanged(path);
        ::unlink(temp.c_str());
        throw SaveError(message);
    }
    if (std::rename(temp.c_str(), target.c_str()) != 0) {
        const std::string message = systemError("cannot replace", target) + unchanged(path);
        ::unlink(temp.c_str());
        throw SaveError(message);
    }
    syncDirectory(directory, path);
}

} // namespace arbitre
