// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace arbitre {

namespace {

std::string systemError(const std::string &what, const std::filesystem::path &path)
{
    return what + " '" + path.string() + "': " + std::strerror(errno);
}

} // namespace

void writeFileAtomically(const std::filesystem::path &path, std::string_view content)
{
    const std::filesystem::path directory = path.has_parent_path() ? path.parent_path() : ".";
    std::string temp = (directory / ("." + path.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        throw SaveError(systemError("cannot create a temporary file in", directory));
    auto fail = [&](const std::string &what) {
        const std::string message = systemError(what, temp);
        ::close(fd);
        ::unlink(temp.c_str());
        throw SaveError(message);
    };
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
    if (::fchmod(fd, 0644) != 0 || ::fsync(fd) != 0)
        fail("cannot flush");
    if (::close(fd) != 0) {
        const std::string message = systemError("cannot close", temp);
        ::unlink(temp.c_str());
        throw SaveError(message);
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const std::string message = systemError("cannot replace", path);
        ::unlink(temp.c_str());
        throw SaveError(message);
    }
}

} // namespace arbitre
