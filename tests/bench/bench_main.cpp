// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bench.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

namespace {
std::atomic<std::size_t> g_allocations{0};
}

// Counting every allocation lets the benchmark prove the resolution path allocates nothing.
void *operator new(std::size_t size)
{
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}

std::size_t arbitre::bench::allocationCount()
{
    return g_allocations.load(std::memory_order_relaxed);
}

int main(int argc, char **argv)
{
    // arbitre-bench [--smoke] [resolution|movement|day|pm|odds]: every benchmark, or only the one named.
    const bool smoke = argc > 1 && std::strcmp(argv[1], "--smoke") == 0;
    const char *only = argc > (smoke ? 2 : 1) ? argv[smoke ? 2 : 1] : nullptr;
    int passed = 0;
    int failed = 0;
    const auto run = [&](const char *name, bool (*bench)(bool)) {
        if (only == nullptr || std::strcmp(only, name) == 0)
            (bench(smoke) ? passed : failed) += 1;
    };
    run("resolution", arbitre::bench::benchUmbraResolution);
    run("movement", arbitre::bench::benchUmbraMovement);
    run("day", arbitre::bench::benchUmbraDay);
    run("pm", arbitre::bench::benchPmPhase);
    run("odds", arbitre::bench::benchOdds);
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}
