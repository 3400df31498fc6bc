// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/odds.h"

#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>

namespace arbitre {

using nlohmann::json;

int FaceTreeDice::take(int sides)
{
    if (sides < 1)
        throw DiceError("a die of " + std::to_string(sides) + " sides");
    if (m_read < m_path.size()) {
        // The same faces so far: a deterministic procedure asks for the same die next.
        Die &die = m_path[m_read];
        if (die.sides != sides) {
            die = {sides, 1};
            m_path.resize(m_read + 1);
        }
    } else {
        m_path.push_back({sides, 1});
    }
    return m_path[m_read++].face;
}

int FaceTreeDice::roll(int sides)
{
    return take(sides);
}

int FaceTreeDice::rollAt(std::size_t position, int sides)
{
    for (const auto &[at, index] : m_positions) {
        if (at == position)
            return std::min(m_path[index].face, sides);
    }
    m_positions.emplace_back(position, m_read);
    return take(sides);
}

void FaceTreeDice::begin()
{
    m_read = 0;
    m_positions.clear();
}

long double FaceTreeDice::weight() const
{
    long double weight = 1;
    for (std::size_t i = 0; i < m_read; ++i)
        weight /= m_path[i].sides;
    return weight;
}

double FaceTreeDice::shapeCount() const
{
    double count = 1;
    for (std::size_t i = 0; i < m_read; ++i)
        count *= m_path[i].sides;
    return count;
}

bool FaceTreeDice::next()
{
    m_path.resize(m_read); // dice past the leaf belong to another branch
    while (!m_path.empty()) {
        Die &last = m_path.back();
        if (last.face < last.sides) {
            ++last.face;
            return true;
        }
        m_path.pop_back();
    }
    return false;
}

namespace {

/** Seeded dice for sampling, with the contract of FaceTreeDice: a position read twice in a run gets one face. */
class SampleDice final : public Dice
{
public:
    explicit SampleDice(std::uint64_t seed) : m_seeded(seed) {}
    int roll(int sides) override
    {
        ++m_read;
        return m_seeded.roll(sides);
    }
    int rollAt(std::size_t position, int sides) override
    {
        for (const auto &[at, face] : m_positions) {
            if (at == position)
                return std::min(face, sides);
        }
        const int face = roll(sides);
        m_positions.emplace_back(position, face);
        return face;
    }
    DieSource source() const override { return DieSource::Seeded; }
    void begin()
    {
        m_read = 0;
        m_positions.clear();
    }
    std::size_t depth() const { return m_read; }

private:
    SeededDice m_seeded;
    std::vector<std::pair<std::size_t, int>> m_positions;
    std::size_t m_read = 0;
};

/** Thrown through a procedure when one play reads more dice than OddsOptions::maxDice. */
struct TooManyDice
{};

/** FaceTreeDice that stop a play reading more than `limit` dice. */
class BoundedTree final : public Dice
{
public:
    explicit BoundedTree(std::size_t limit) : m_limit(limit) {}
    int roll(int sides) override { return check(m_tree.roll(sides)); }
    int rollAt(std::size_t position, int sides) override { return check(m_tree.rollAt(position, sides)); }
    DieSource source() const override { return DieSource::Scripted; }
    FaceTreeDice &tree() { return m_tree; }
    bool tooDeep() const { return m_tree.depth() > m_limit; }

private:
    FaceTreeDice m_tree;
    std::size_t m_limit;
    int check(int face)
    {
        if (tooDeep())
            throw TooManyDice{};
        return face;
    }
};

/** A key as a JSON pointer writes it (RFC 6901): `~` as `~0`, `/` as `~1`. */
std::string escaped(const std::string &key)
{
    std::string out;
    for (const char c : key)
        out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return out;
}

struct Moment
{
    long double weight = 0;
    long double sum = 0;
    long double squares = 0;
};

/** The outcomes and moments as leaves come in, each with its weight. */
class Tally
{
public:
    Tally(const Session &session, LogLanguage language) : m_session(session), m_language(language) {}

    void add(const Session *played, const SessionError *refusal, long double weight)
    {
        std::string key;
        const Event *event = refusal == nullptr ? &played->log().events().back() : nullptr;
        json outcome;
        if (event != nullptr) {
            outcome = m_session.outcomeOf(*event);
            key = outcome.dump();
        } else {
            key = std::string("refused: ") + refusal->what();
        }
        auto [it, fresh] = m_index.try_emplace(key, m_outcomes.size());
        if (fresh) {
            OddsOutcome entry;
            entry.key = key;
            if (event != nullptr) {
                entry.outcome = std::move(outcome);
                entry.text = m_session.outcomeText(*event, m_language);
                // A session without words of its own for outcomes: finish() says only what tells them apart.
                m_generic.push_back(entry.text == m_session.Session::outcomeText(*event, m_language));
                entry.example = played->eventText(played->log().size() - 1, m_language);
            } else {
                entry.refusal = refusal->what();
                entry.text = key;
                m_generic.push_back(false);
            }
            m_outcomes.push_back(std::move(entry));
            m_weights.push_back(0);
        }
        m_weights[it->second] += weight;
        ++m_outcomes[it->second].leaves;
        m_total += weight;
        if (event != nullptr)
            addMoments(event->result, weight);
    }

    void finish(Odds &odds, std::size_t runs)
    {
        distinguish();
        for (std::size_t i = 0; i < m_outcomes.size(); ++i) {
            OddsOutcome &outcome = m_outcomes[i];
            outcome.probability = static_cast<double>(m_weights[i]);
            if (!odds.exact) {
                const double p = outcome.probability;
                outcome.standardError = std::sqrt(p * (1 - p) / static_cast<double>(runs));
            }
        }
        odds.outcomes = std::move(m_outcomes);
        for (const auto &[pointer, moment] : m_moments) {
            const long double mean = moment.sum / moment.weight;
            long double variance = std::max(0.0L, moment.squares / moment.weight - mean * mean);
            if (variance <= 1e-15L * std::max(1.0L, mean * mean))
                variance = 0; // rounding, not spread
            const double presence = static_cast<double>(moment.weight / m_total);
            const double sd = static_cast<double>(std::sqrt(variance));
            if (sd > 0 || presence < 1 - 1e-12) // what never varies is no odds
                odds.moments.push_back({pointer, static_cast<double>(mean), sd, presence});
        }
    }

private:
    const Session &m_session;
    LogLanguage m_language;
    std::map<std::string, std::size_t> m_index;
    std::vector<OddsOutcome> m_outcomes;
    std::vector<long double> m_weights;
    long double m_total = 0;
    std::map<std::string, Moment> m_moments;
    std::vector<bool> m_generic; /**< per outcome: its text is Session::outcomeText()'s default */

    /** The default texts of outcomes reduced to what differs between them (a label in the other language left out).
     */
    void distinguish()
    {
        std::vector<json> flat(m_outcomes.size());
        std::map<std::string, std::pair<json, std::size_t>> seen; // pointer → first value, outcomes with that value
        std::size_t withEvents = 0;
        for (std::size_t i = 0; i < m_outcomes.size(); ++i) {
            if (!m_outcomes[i].refusal.empty())
                continue;
            ++withEvents;
            flat[i] = m_outcomes[i].outcome.flatten();
            for (const auto &[pointer, value] : flat[i].items()) {
                auto [it, fresh] = seen.try_emplace(pointer, value, 0);
                it->second.second += it->second.first == value ? 1 : 0;
            }
        }
        const std::string other = m_language == LogLanguage::French ? "/en" : "/fr";
        std::vector<std::vector<std::pair<std::string, std::string>>> shown(m_outcomes.size());
        std::optional<std::string> prefix; // the path every shown pointer starts with, left out of the words
        for (std::size_t i = 0; i < m_outcomes.size() && withEvents > 1; ++i) {
            for (const auto &[pointer, value] : flat[i].items()) {
                if (!m_generic[i] || seen[pointer].second == withEvents || pointer.ends_with(other) || value.is_null())
                    continue; // the same in every outcome, or words in the other language
                std::string name = pointer.ends_with("/fr") || pointer.ends_with("/en")
                                       ? pointer.substr(0, pointer.size() - 3)
                                       : pointer;
                const std::string words = value.is_string() ? value.get<std::string>() : value.dump();
                shown[i].emplace_back(name, words.empty() ? "—" : words);
                const std::string parent = name.substr(0, name.rfind('/') + 1);
                prefix = !prefix ? parent : commonPath(*prefix, parent);
            }
        }
        for (std::size_t i = 0; i < m_outcomes.size(); ++i) {
            std::string text;
            for (const auto &[name, value] : shown[i]) {
                std::string words = name.substr(prefix->size());
                std::replace(words.begin(), words.end(), '/', ' ');
                text += (text.empty() ? "" : ", ") + words + " " + value;
            }
            if (!text.empty())
                m_outcomes[i].text = text;
        }
    }

    /** The longest path both `a` and `b` start with, ending in `/`. */
    static std::string commonPath(const std::string &a, const std::string &b)
    {
        std::size_t end = 0;
        for (std::size_t i = 0; i < a.size() && i < b.size() && a[i] == b[i]; ++i)
            end = a[i] == '/' ? i + 1 : end;
        return a.substr(0, end);
    }

    void addMoments(const json &value, long double weight, const std::string &pointer = {})
    {
        if (value.is_object()) {
            for (const auto &[key, item] : value.items())
                addMoments(item, weight, pointer + "/" + escaped(key));
        } else if (value.is_array()) {
            for (std::size_t i = 0; i < value.size(); ++i)
                addMoments(value[i], weight, pointer + "/" + std::to_string(i));
        } else if (value.is_number()) {
            const long double x = value.get<double>();
            Moment &moment = m_moments[pointer];
            moment.weight += weight;
            moment.sum += weight * x;
            moment.squares += weight * x * x;
        }
    }
};

/** A copy of the session with `call` played on it, or the rules' refusal for these dice. */
struct Leaf
{
    std::unique_ptr<Session> copy;
    std::optional<SessionError> refusal;
};

/** Plays `call` on a copy of `session` with `dice`; a refusal read before any die is rethrown. */
template <typename D, typename Depth>
Leaf playLeaf(const Session &session, const ProcedureCall &call, D &dice, Depth depth)
{
    Leaf leaf{session.clone(), std::nullopt};
    try {
        leaf.copy->play(call, dice);
    } catch (const SessionError &error) {
        if (depth() == 0)
            throw; // refused whatever the dice
        leaf.refusal = error;
    }
    return leaf;
}

/** Every leaf, or nothing when the tree is too large or too deep (then sampling takes over). */
std::optional<Odds> enumerate(const Session &session, const ProcedureCall &call, const OddsOptions &options)
{
    Odds odds;
    Tally tally(session, options.language);
    BoundedTree dice(options.maxDice);
    FaceTreeDice &tree = dice.tree();
    do {
        tree.begin();
        Leaf leaf;
        try {
            leaf = playLeaf(session, call, dice, [&] { return tree.depth(); });
        } catch (const TooManyDice &) {
            return std::nullopt;
        } catch (const SessionError &) {
            if (dice.tooDeep())
                return std::nullopt;
            throw;
        }
        if (dice.tooDeep() || (odds.leaves == 0 && tree.shapeCount() > static_cast<double>(options.leafLimit)))
            return std::nullopt;
        tally.add(leaf.copy.get(), leaf.refusal ? &*leaf.refusal : nullptr, tree.weight());
        odds.maxDice = std::max(odds.maxDice, tree.depth());
        if (++odds.leaves > options.leafLimit)
            return std::nullopt;
    } while (tree.next());
    tally.finish(odds, odds.leaves);
    return odds;
}

} // namespace

Odds computeOdds(const Session &session, const ProcedureCall &call, const OddsOptions &options)
{
    Odds odds;
    if (!options.sample) {
        if (std::optional<Odds> exact = enumerate(session, call, options))
            odds = std::move(*exact);
    }
    if (odds.leaves == 0) {
        odds.exact = false;
        const std::size_t runs = std::max<std::size_t>(options.runs, 1);
        Tally tally(session, options.language);
        SampleDice dice(options.seed);
        const long double weight = 1.0L / static_cast<long double>(runs);
        for (std::size_t i = 0; i < runs; ++i) {
            dice.begin();
            const Leaf leaf = playLeaf(session, call, dice, [&] { return dice.depth(); });
            tally.add(leaf.copy.get(), leaf.refusal ? &*leaf.refusal : nullptr, weight);
            odds.maxDice = std::max(odds.maxDice, dice.depth());
        }
        odds.leaves = runs;
        tally.finish(odds, runs);
    }
    odds.procedure = call.procedure;
    odds.input = call.input;
    return odds;
}

ProcedureCall toggledCall(const Session &session, const ProcedureCall &call, std::string_view modifier, bool *added)
{
    const ProcedureSpec spec = session.procedure(call.procedure, call.input);
    const InputSpec *found = nullptr;
    for (const InputSpec &input : spec.inputs) {
        const bool offers = std::any_of(input.options.begin(), input.options.end(),
                                        [&](const InputOption &option) { return option.id == modifier; });
        if (input.kind == InputKind::Choices && offers && (found == nullptr || input.key == "modifiers"))
            found = &input;
    }
    if (found == nullptr)
        throw SessionError(call.procedure + ": no list of choices offers '" + std::string(modifier) + "'");
    ProcedureCall toggled = call;
    json ticks = call.input.contains(found->key)
                     ? call.input[found->key]
                     : (found->defaultValue.is_array() ? found->defaultValue : json::array());
    const auto it = std::find(ticks.begin(), ticks.end(), json(modifier));
    if (added != nullptr)
        *added = it == ticks.end();
    if (it == ticks.end())
        ticks.push_back(modifier);
    else
        ticks.erase(it);
    toggled.input[found->key] = std::move(ticks);
    return toggled;
}

json oddsToJson(const Odds &odds)
{
    json outcomes = json::array();
    for (const OddsOutcome &outcome : odds.outcomes) {
        json entry{{"probability", outcome.probability}, {"text", outcome.text}, {"leaves", outcome.leaves}};
        if (!odds.exact)
            entry["standard_error"] = outcome.standardError;
        if (outcome.refusal.empty()) {
            entry["outcome"] = outcome.outcome;
            entry["example"] = outcome.example;
        } else {
            entry["refusal"] = outcome.refusal;
        }
        outcomes.push_back(std::move(entry));
    }
    json moments = json::array();
    for (const OddsMoment &moment : odds.moments)
        moments.push_back(
            {{"pointer", moment.pointer}, {"mean", moment.mean}, {"sd", moment.sd}, {"presence", moment.presence}});
    return {{"procedure", odds.procedure},
            {"input", odds.input},
            {"method", odds.exact ? "exact" : "sampled"},
            {odds.exact ? "leaves" : "runs", odds.leaves},
            {"max_dice", odds.maxDice},
            {"outcomes", std::move(outcomes)},
            {"expected", std::move(moments)}};
}

json withoutKeys(const json &value, const std::vector<std::string_view> &keys)
{
    if (value.is_object()) {
        json out = json::object();
        for (const auto &[key, item] : value.items()) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                out[key] = withoutKeys(item, keys);
        }
        return out;
    }
    if (value.is_array()) {
        json out = json::array();
        for (const json &item : value)
            out.push_back(withoutKeys(item, keys));
        return out;
    }
    return value;
}

} // namespace arbitre
