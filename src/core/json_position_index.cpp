// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "json_position_index.h"

#include "arbitre/core/json_document.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>
#include <limits>
#include <utility>

namespace arbitre::detail {

namespace {

using Json = nlohmann::json;

// nlohmann's SAX callbacks carry no position, so the parser reads through this iterator, which
// publishes how far it has read; value starts are derived from that.
class CountingIterator
{
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    CountingIterator(const char *position, const char **cursor) : m_position(position), m_cursor(cursor) {}

    reference operator*() const { return *m_position; }
    CountingIterator &operator++()
    {
        *m_cursor = ++m_position;
        return *this;
    }
    CountingIterator operator++(int)
    {
        CountingIterator before = *this;
        ++*this;
        return before;
    }
    friend bool operator==(const CountingIterator &a, const CountingIterator &b)
    {
        return a.m_position == b.m_position;
    }

private:
    const char *m_position;
    const char **m_cursor;
};

bool isJsonWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

class PositionIndexer
{
public:
    PositionIndexer(std::string_view text, int maxDepth, const char *const *cursor, JsonPositionIndex &index,
                    Json *root)
        : m_text(text), m_maxDepth(maxDepth < 0 ? 0 : static_cast<std::size_t>(maxDepth)), m_cursor(cursor),
          m_index(index), m_root(root)
    {}

    // The SAX interface nlohmann expects (its names, not ours). Each value also goes into the DOM, when one
    // is asked for, as nlohmann's own DOM parser would place it.
    bool null() { return add(nullptr) && literal(4); }
    bool boolean(bool value) { return add(value) && literal(value ? 4 : 5); }
    bool number_integer(Json::number_integer_t value) { return add(value) && number(); }
    bool number_unsigned(Json::number_unsigned_t value) { return add(value) && number(); }
    bool number_float(Json::number_float_t value, const Json::string_t & /*text*/) { return add(value) && number(); }
    bool string(Json::string_t &value)
    {
        const std::size_t end = consumed();
        return add(std::move(value)) && scalar(openingQuote(m_text, end > 0 ? end - 1 : 0), end);
    }
    bool binary(Json::binary_t &value) { return add(Json::binary(std::move(value))) && scalar(consumed(), consumed()); }
    bool start_object(std::size_t /*size*/) { return startContainer(false) && open(Json::object()); }
    bool start_array(std::size_t /*size*/) { return startContainer(true) && open(Json::array()); }
    bool end_object() { return endContainer() && close(); }
    bool end_array() { return endContainer() && close(); }

    bool key(Json::string_t &name)
    {
        if (m_root)
            m_key = name;
        if (!m_frames.empty()) {
            Frame &frame = m_frames.back();
            frame.key = JsonPositionIndex::Member{0, static_cast<std::uint32_t>(m_index.keys.size()),
                                                  static_cast<std::uint32_t>(name.size())};
            m_index.keys += name;
            frame.slotOpen = true;
        }
        return true;
    }

    bool parse_error(std::size_t position, const std::string & /*lastToken*/, const Json::exception &error)
    {
        // `position` counts the characters read, so the offending byte is the one before it.
        std::size_t offset = std::min(position > 0 ? position - 1 : 0, m_text.size());
        const std::string_view what = error.what();
        const std::size_t dash = what.find(" - unexpected ");
        const std::string_view token = dash == std::string_view::npos ? "" : what.substr(dash + 14);
        if (error.id == 406 || token.starts_with("number")) {
            offset = numberStart(m_text, offset); // reported at its last digit
        } else if (what.find("ill-formed UTF-8") != std::string_view::npos) {
            offset = utf8SequenceStart(m_text, offset);
        } else if (offset < m_text.size()) {
            // An unexpected (complete, valid) token reads better at its start than at its end.
            if (token.starts_with("string")) {
                offset = openingQuote(m_text, offset);
            } else if (token.starts_with("true") || token.starts_with("null")) {
                offset = offset >= 3 ? offset - 3 : 0;
            } else if (token.starts_with("false")) {
                offset = offset >= 4 ? offset - 4 : 0;
            }
        }
        m_error = JsonSyntaxError{offset, errorPointer(offset), readableJsonMessage(what)};
        return false;
    }

    std::optional<JsonSyntaxError> takeError() { return std::move(m_error); }
    std::size_t consumed() const { return static_cast<std::size_t>(*m_cursor - m_text.data()); }

private:
    struct Frame
    {
        std::uint32_t node = 0;
        bool isArray = false;
        bool slotOpen = false;         /**< a child (or its key) has been read and the child is not finished */
        std::size_t nextIndex = 0;     /**< arrays: index of the next child */
        std::size_t firstChild = 0;    /**< where this container's children start in m_elements / m_members */
        JsonPositionIndex::Member key; /**< objects: the last key read */
    };

    std::string_view m_text;
    std::size_t m_maxDepth;
    const char *const *m_cursor;
    JsonPositionIndex &m_index;
    std::vector<Frame> m_frames;
    // Children of the open containers; moved to the index, contiguous, when their container ends.
    std::vector<std::uint32_t> m_elements;
    std::vector<JsonPositionIndex::Member> m_members;
    std::size_t m_lastEnd = 0; /**< end of the last complete token we know of */
    std::optional<JsonSyntaxError> m_error;
    Json *m_root = nullptr;     /**< the DOM being built, or null when only positions are wanted */
    std::vector<Json *> m_open; /**< the DOM's open containers, innermost last */
    std::string m_key;          /**< the last key read, for the next value of the innermost object */

    // The DOM: a value goes into the innermost open container (at the last key read), or is the root. Pointers
    // to open containers stay valid: an array grows only while its last element is closed.
    Json *place(Json &&value)
    {
        if (m_open.empty()) {
            *m_root = std::move(value);
            return m_root;
        }
        Json &container = *m_open.back();
        if (container.is_array()) {
            auto &elements = container.get_ref<Json::array_t &>();
            elements.push_back(std::move(value));
            return &elements.back();
        }
        Json &slot = container.get_ref<Json::object_t &>()[m_key];
        slot = std::move(value);
        return &slot;
    }
    bool add(Json &&value)
    {
        if (m_root)
            place(std::move(value));
        return true;
    }
    bool open(Json &&container)
    {
        if (m_root)
            m_open.push_back(place(std::move(container)));
        return true;
    }
    bool close()
    {
        if (m_root && !m_open.empty())
            m_open.pop_back();
        return true;
    }

    bool literal(std::size_t length)
    {
        const std::size_t end = consumed();
        return scalar(end >= length ? end - length : 0, end);
    }

    bool number()
    {
        // The lexer reads one character past a number to find its end (unless at end of input).
        std::size_t end = consumed();
        if (end > 0 && numberStart(m_text, end) == end) {
            --end;
        }
        return scalar(numberStart(m_text, end), end);
    }

    std::uint32_t record(std::size_t start)
    {
        const auto node = static_cast<std::uint32_t>(m_index.nodes.size());
        m_index.nodes.push_back(JsonPositionIndex::Node{start, 0, 0});
        if (!m_frames.empty()) {
            Frame &frame = m_frames.back();
            if (frame.isArray) {
                m_elements.push_back(node);
                ++frame.nextIndex;
            } else {
                m_members.push_back(JsonPositionIndex::Member{node, frame.key.keyOffset, frame.key.keyLength});
            }
            frame.slotOpen = true;
        }
        return node;
    }

    void closeSlot(std::size_t end)
    {
        m_lastEnd = end;
        if (!m_frames.empty()) {
            m_frames.back().slotOpen = false;
        }
    }

    bool scalar(std::size_t start, std::size_t end)
    {
        record(start);
        closeSlot(end);
        return true;
    }

    bool startContainer(bool isArray)
    {
        const std::size_t end = consumed();
        const std::size_t start = end > 0 ? end - 1 : 0;
        const std::uint32_t node = record(start);
        // Refused here, before nlohmann's DOM parser (and anyone's recursion on the DOM) ever sees it.
        if (m_frames.size() >= m_maxDepth) {
            m_error = JsonSyntaxError{start, currentPointer(),
                                      "nesting deeper than " + std::to_string(m_maxDepth) + " levels"};
            return false;
        }
        m_frames.push_back(Frame{node, isArray, false, 0, isArray ? m_elements.size() : m_members.size(), {}});
        m_lastEnd = end;
        return true;
    }

    bool endContainer()
    {
        if (m_frames.empty()) {
            return true;
        }
        const Frame &frame = m_frames.back();
        JsonPositionIndex::Node &node = m_index.nodes[frame.node];
        if (frame.isArray) {
            node.firstChild = static_cast<std::uint32_t>(m_index.elements.size());
            node.childCount = static_cast<std::uint32_t>(m_elements.size() - frame.firstChild);
            m_index.elements.insert(m_index.elements.end(), m_elements.begin() + frame.firstChild, m_elements.end());
            m_elements.resize(frame.firstChild);
        } else {
            // Sorted for binary search; equal names stay in document order so the last one (the one
            // nlohmann keeps) is found.
            const auto first = m_members.begin() + static_cast<std::ptrdiff_t>(frame.firstChild);
            std::sort(first, m_members.end(), [this](const auto &a, const auto &b) {
                const int order = m_index.keyOf(a).compare(m_index.keyOf(b));
                return order != 0 ? order < 0 : a.node < b.node;
            });
            // A repeated key would silently lose one of its values: refuse it, at the later one.
            for (auto it = first; it != m_members.end() && it + 1 != m_members.end(); ++it) {
                if (m_index.keyOf(*it) == m_index.keyOf(*(it + 1))) {
                    const std::string name(m_index.keyOf(*(it + 1)));
                    m_frames.back().slotOpen = false;
                    m_error = JsonSyntaxError{m_index.nodes[(it + 1)->node].offset,
                                              currentPointer() + '/' + escapePointerToken(name),
                                              "duplicate key '" + name + "'"};
                    return false;
                }
            }
            node.firstChild = static_cast<std::uint32_t>(m_index.members.size());
            node.childCount = static_cast<std::uint32_t>(m_members.size() - frame.firstChild);
            m_index.members.insert(m_index.members.end(), first, m_members.end());
            m_members.resize(frame.firstChild);
        }
        m_frames.pop_back();
        closeSlot(consumed());
        return true;
    }

    // The pointer of the innermost value being read (its container's if no child is open).
    std::string currentPointer() const
    {
        std::string pointer;
        for (std::size_t i = 0; i < m_frames.size(); ++i) {
            const Frame &frame = m_frames[i];
            if (i + 1 == m_frames.size() && !frame.slotOpen) {
                break;
            }
            pointer += '/';
            pointer +=
                frame.isArray ? std::to_string(frame.nextIndex - 1) : escapePointerToken(m_index.keyOf(frame.key));
        }
        return pointer;
    }

    // Where the parser was: the value being read if any, else the container it is in.
    std::string errorPointer(std::size_t errorOffset) const
    {
        std::string pointer = currentPointer();
        if (m_frames.empty() || !m_frames.back().isArray || m_frames.back().slotOpen) {
            return pointer;
        }
        // Between elements of an array: after '[' or ',' the parser was reading the next element.
        const Frame &frame = m_frames.back();
        std::size_t next = m_lastEnd;
        while (next < errorOffset && isJsonWhitespace(m_text[next])) {
            ++next;
        }
        if (frame.nextIndex == 0 || (next < errorOffset && m_text[next] == ',')) {
            pointer += '/' + std::to_string(frame.nextIndex);
        }
        return pointer;
    }
};

} // namespace

std::optional<JsonSyntaxError> indexJsonPositions(std::string_view text, int maxDepth, JsonPositionIndex &index,
                                                  Json *root)
{
    if (text.size() >= std::numeric_limits<std::uint32_t>::max()) {
        return JsonSyntaxError{0, "", "file too large to index: 4 GiB at most"};
    }
    const char *cursor = text.data();
    PositionIndexer indexer(text, maxDepth, &cursor, index, root);
    std::optional<JsonSyntaxError> error;
    try {
        const CountingIterator first(text.data(), &cursor);
        const CountingIterator last(text.data() + text.size(), &cursor);
        if (!Json::sax_parse(first, last, &indexer)) {
            error = indexer.takeError();
            if (!error) {
                error = JsonSyntaxError{indexer.consumed(), "", "the JSON parser stopped unexpectedly"};
            }
        }
    } catch (const Json::exception &exception) {
        // nlohmann reports through parse_error(); this is only a safety net at the boundary.
        error = JsonSyntaxError{indexer.consumed(), "", readableJsonMessage(exception.what())};
    }

    // nlohmann takes a NUL byte outside a string for the end of the input (C strings), which
    // would accept "[1]\0garbage": a NUL is never valid JSON, so it is an error where it stands.
    const std::size_t nul = text.find('\0');
    if (nul == std::string_view::npos || (error && error->offset < nul)) {
        return error;
    }
    static constexpr std::string_view EndOfInput = "unexpected end of input";
    if (error && error->offset == nul) {
        if (const std::size_t at = error->message.find(EndOfInput); at != std::string::npos) {
            error->message.replace(at, EndOfInput.size(), "unexpected NUL byte");
        }
        return error;
    }
    return JsonSyntaxError{nul, "", "syntax error while parsing value - unexpected NUL byte; expected end of input"};
}

} // namespace arbitre::detail
