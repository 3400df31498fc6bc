// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstddef>

namespace arbitre::umbra {

/** A vector with fixed capacity, so the resolution path never allocates. Extra pushes are counted, not stored. */
template <typename T, std::size_t N> class StaticVector
{
public:
    void push(const T &value)
    {
        if (m_size < N)
            m_items[m_size++] = value;
        else
            ++m_dropped;
    }
    /**
     * A new last item, reset to T{}, to fill in place (a large T built aside and pushed is copied back through
     * memory just written: a stall); nullptr when full, counted as a dropped push.
     */
    T *append()
    {
        if (m_size == N) {
            ++m_dropped;
            return nullptr;
        }
        T &item = m_items[m_size++];
        item = T{};
        return &item;
    }
    void clear()
    {
        m_size = 0;
        m_dropped = 0;
    }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::size_t dropped() const { return m_dropped; }
    const T &operator[](std::size_t i) const { return m_items[i]; }
    T &operator[](std::size_t i) { return m_items[i]; }
    const T *begin() const { return m_items.data(); }
    const T *end() const { return m_items.data() + m_size; }
    T &back() { return m_items[m_size - 1]; }

private:
    std::array<T, N> m_items{};
    std::size_t m_size = 0;
    std::size_t m_dropped = 0;
};

} // namespace arbitre::umbra
