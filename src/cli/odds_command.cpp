// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `odds`: the chances of one procedure of any rule system before the roll (issue 22), read like `play` reads it,
// computed by the core (arbitre/core/odds.h) on copies of the session.
#include "arbitre/core/module_registry.h"
#include "arbitre/core/odds.h"
#include "cli_support.h"
#include "command.h"
#include "session_cli_support.h"

#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <ostream>

namespace arbitre::cli {

namespace {

using nlohmann::json;

std::string percent(double probability)
{
    char text[32];
    std::snprintf(text, sizeof text, "%6.2f %%", probability * 100);
    return text;
}

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

std::string method(const Odds &odds)
{
    if (odds.exact)
        return "exact over " + std::to_string(odds.leaves) + " face sequence" + (odds.leaves == 1 ? "" : "s") +
               " of at most " + std::to_string(odds.maxDice) + (odds.maxDice == 1 ? " die" : " dice");
    return "sampled: " + std::to_string(odds.leaves) + " seeded runs (± one standard error)";
}

/** One line an outcome: its probability (and the what-if's, when given), then its words. */
void printOutcomes(const Odds &odds, const Odds *other, std::ostream &out)
{
    std::map<std::string, const OddsOutcome *> otherByKey;
    if (other != nullptr) {
        for (const OddsOutcome &outcome : other->outcomes)
            otherByKey[outcome.key] = &outcome;
    }
    const auto column = [&](const Odds &of, const OddsOutcome *outcome) {
        const double p = outcome != nullptr ? outcome->probability : 0;
        // A sampled probability's standard error, in percentage points like the probability.
        return percent(p) + (of.exact ? "" : " ± " + number(outcome != nullptr ? outcome->standardError * 100 : 0));
    };
    for (const OddsOutcome &outcome : odds.outcomes) {
        out << "  " << column(odds, &outcome);
        if (other != nullptr) {
            const auto it = otherByKey.find(outcome.key);
            out << " → " << column(*other, it == otherByKey.end() ? nullptr : it->second);
            if (it != otherByKey.end())
                otherByKey.erase(it);
        }
        out << "  " << outcome.text << '\n';
    }
    if (other == nullptr)
        return;
    for (const OddsOutcome &outcome : other->outcomes) {
        if (otherByKey.count(outcome.key))
            out << "  " << column(odds, nullptr) << " → " << column(*other, &outcome) << "  " << outcome.text << '\n';
    }
}

void printMoments(const Odds &odds, const Odds *other, std::ostream &out)
{
    if (odds.moments.empty())
        return;
    out << "Expected values ± standard deviation" << (other != nullptr ? " (now → with the change)" : "") << ":\n";
    for (const OddsMoment &moment : odds.moments) {
        out << "  " << moment.pointer << "  " << number(moment.mean) << " ± " << number(moment.sd);
        if (other != nullptr) {
            for (const OddsMoment &with : other->moments) {
                if (with.pointer == moment.pointer)
                    out << " → " << number(with.mean) << " ± " << number(with.sd);
            }
        }
        if (moment.presence < 1)
            out << "  (when present, " << percent(moment.presence) << ")";
        out << '\n';
    }
}

int odds(const Invocation &call)
{
    const SessionArgs split = splitSessionArgs(call.command, call.args);
    const Args &args = split.own;
    if (args.positional().size() != 2)
        throw UsageError(call.usage());
    OddsOptions options;
    options.language = languageOf(args);
    options.sample = args.flag("sample");
    if (const auto runs = args.option("runs")) {
        const int n = intArg(*runs, "--runs");
        if (n < 1 || n > 10000000)
            throw UsageError("--runs: expected a whole number from 1 to 10000000, not " + *runs);
        options.runs = static_cast<std::size_t>(n);
    }
    const std::unique_ptr<Session> session = call.modules.openSession(args.positional()[0]);
    const std::string &id = args.positional()[1];
    requireProcedure(*session, id);
    const ProcedureCall procedureCall{id, readInput(*session, id, split.procedureArgs)};
    const Odds now = computeOdds(*session, procedureCall, options); // refused whatever the dice: exit 1
    std::optional<Odds> with;
    bool added = true;
    const std::optional<std::string> whatIf = args.option("what-if");
    if (whatIf) {
        const ProcedureCall toggled = toggledCall(*session, procedureCall, *whatIf, &added);
        with = computeOdds(*session, toggled, options);
    }
    if (args.flag("json")) {
        json out = oddsToJson(now);
        if (with) {
            out["what_if"] = oddsToJson(*with);
            out["what_if"]["modifier"] = *whatIf;
            out["what_if"]["ticked"] = added;
        }
        call.out << out.dump(2) << '\n';
        return 0;
    }
    const ProcedureSpec spec = session->procedure(id, procedureCall.input);
    const std::string label = pickLabel(spec.label, options.language);
    call.out << "Odds of " << (label.empty() ? id : label) << (spec.rule.empty() ? "" : " (" + spec.rule + ")") << ", "
             << method(now) << '\n';
    if (with)
        call.out << "now → with " << *whatIf << (added ? " ticked" : " unticked") << ", " << method(*with) << '\n';
    printOutcomes(now, with ? &*with : nullptr, call.out);
    printMoments(now, with ? &*with : nullptr, call.out);
    return 0;
}

} // namespace

Command oddsCommand()
{
    return {"",
            "odds",
            "the odds of one procedure before the roll, and what a modifier changes",
            "Reads PROCEDURE and its inputs as `play` does (`arbitre-cli play FILE PROCEDURE --help` lists them) and "
            "plays it on copies of the session over every face sequence of the dice it reads: each outcome in the "
            "rules' words with its probability, then the expected value and standard deviation of every number of "
            "the result that varies. Where the dice are too many to count, seeded sampling gives each probability "
            "with its standard error. --what-if MOD shows the odds with the modifier MOD ticked (or unticked, when "
            "it is) beside the odds now. Nothing is logged; the file is not changed.",
            {{"FILE PROCEDURE [--KEY VALUE…]",
              "",
              {{"what-if", "MOD", "also the odds with modifier MOD toggled, side by side"},
               {"runs", "N", "runs when sampling (20000 by default)"},
               {"sample", "", "sample even where the faces can be counted"},
               jsonOption(),
               {"lang", "fr|en", "the language of the outcomes (English by default)"}}}},
            odds,
            {}};
}

} // namespace arbitre::cli
