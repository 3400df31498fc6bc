// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/safe_file.h"

#include "arbitre/core/diagnostic.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace arbitre {

namespace {

constexpr std::size_t ReadChunkBytes = 1u << 16;

std::string tooLargeMessage(const std::string &size, std::size_t maxBytes)
{
    return "file too large: " + size + " bytes (at most " + std::to_string(maxBytes) + ")";
}

/** Why a file of this mode is not read, or empty for a regular file. */
std::string kindProblem(mode_t mode)
{
    if (S_ISREG(mode))
        return {};
    if (S_ISDIR(mode))
        return std::make_error_code(std::errc::is_a_directory).message();
    if (S_ISFIFO(mode))
        return "not a regular file (a FIFO, which could block)";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "not a regular file (a device)";
    if (S_ISSOCK(mode))
        return "not a regular file (a socket)";
    return "not a regular file";
}

class FileDescriptor
{
public:
    explicit FileDescriptor(int fd) : m_fd(fd) {}
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;
    ~FileDescriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    int get() const { return m_fd; }

private:
    int m_fd;
};

} // namespace

std::string pathNameProblem(const std::filesystem::path &path)
{
    if (path.native().find('\0') != std::string::npos)
        return "the file name contains a NUL character";
    return {};
}

std::string regularFileProblem(const std::filesystem::path &path)
{
    if (std::string problem = pathNameProblem(path); !problem.empty())
        return problem;
    struct stat status
    {};
    if (::stat(path.c_str(), &status) != 0)
        return std::strerror(errno);
    return kindProblem(status.st_mode);
}

namespace {

/** The whole file, refused when over `maxBytes`; with `prefixOnly`, its first `maxBytes` bytes. */
std::string readUpTo(const std::filesystem::path &path, std::size_t maxBytes, bool prefixOnly)
{
    const std::string fileName = path.string();
    auto refuse = [&fileName](const std::string &message) {
        return LoadError(Diagnostic{fileName, 0, 0, "", "cannot open file: " + message});
    };
    // Checked before opening too: opening some devices has effects of its own.
    if (std::string problem = regularFileProblem(path); !problem.empty())
        throw refuse(problem);
    const FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (file.get() < 0)
        throw refuse(std::strerror(errno));
    struct stat status
    {};
    if (::fstat(file.get(), &status) != 0)
        throw refuse(std::strerror(errno));
    if (std::string problem = kindProblem(status.st_mode); !problem.empty())
        throw refuse(problem); // replaced between the check and the open
    if (!prefixOnly && static_cast<std::uintmax_t>(status.st_size) > maxBytes)
        throw LoadError(Diagnostic{fileName, 1, 1, "", tooLargeMessage(std::to_string(status.st_size), maxBytes)});

    std::string text;
    text.reserve(std::min<std::size_t>(static_cast<std::size_t>(status.st_size), maxBytes) + 1);
    // Reads at most one byte past the limit: enough to know the file grew too large meanwhile.
    for (;;) {
        const std::size_t oldSize = text.size();
        const std::size_t room = maxBytes - oldSize; // + 1 below, without overflowing at SIZE_MAX
        const std::size_t chunk = room < ReadChunkBytes ? room + 1 : ReadChunkBytes;
        text.resize(oldSize + chunk);
        const ssize_t got = ::read(file.get(), text.data() + oldSize, chunk);
        if (got < 0) {
            const int readErrno = errno;
            text.resize(oldSize);
            if (readErrno == EINTR)
                continue;
            throw refuse(std::strerror(readErrno));
        }
        text.resize(oldSize + static_cast<std::size_t>(got));
        if (text.size() > maxBytes && prefixOnly) {
            text.resize(maxBytes);
            return text;
        }
        if (text.size() > maxBytes)
            throw LoadError(
                Diagnostic{fileName, 1, 1, "", tooLargeMessage("more than " + std::to_string(maxBytes), maxBytes)});
        if (got == 0)
            return text;
    }
}

} // namespace

std::string readRegularFile(const std::filesystem::path &path, std::size_t maxBytes)
{
    return readUpTo(path, maxBytes, false);
}

std::string readRegularFilePrefix(const std::filesystem::path &path, std::size_t maxBytes)
{
    return readUpTo(path, maxBytes, true);
}

} // namespace arbitre
