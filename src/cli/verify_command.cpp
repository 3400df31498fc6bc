// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `verify`, `reveal` and `share`: the commands that let players trust a log (docs/verifiable-dice.md).
#include "cli_support.h"
#include "session_cli_support.h"

#include "arbitre/core/event_log.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/safe_file.h"
#include "arbitre/core/verify.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace arbitre::cli {

namespace {

using nlohmann::json;

std::string_view headCheckId(HeadCheck check)
{
    switch (check) {
    case HeadCheck::NotGiven:
        return "not_given";
    case HeadCheck::Matches:
        return "matches";
    case HeadCheck::Extended:
        return "extended";
    case HeadCheck::Missing:
        return "missing";
    }
    return "not_given";
}

json tallyJson(const DiceTally &dice)
{
    return json{{"entered", dice.entered},
                {"scripted", dice.scripted},
                {"virtual_verified", dice.verified},
                {"virtual_unverifiable", dice.unverifiable},
                {"virtual_wrong", dice.wrong}};
}

json verdictJson(const std::string &file, const Verdict &verdict)
{
    json events = json::array();
    for (std::size_t i = 0; i < verdict.events.size(); ++i) {
        json entry = tallyJson(verdict.events[i].dice);
        entry["index"] = i;
        entry["kind"] = verdict.events[i].kind;
        entry["sealed"] = i >= verdict.sealedFrom;
        events.push_back(std::move(entry));
    }
    json problems = json::array();
    for (const VerifyProblem &problem : verdict.problems)
        problems.push_back(json{{"event", problem.event}, {"pointer", problem.pointer}, {"message", problem.message}});
    json out{{"file", file},
             {"status", verdict.status()},
             {"trusted", verdict.trusted()},
             {"chained", verdict.chained},
             {"head", verdict.head},
             {"short_head", shortHash(verdict.head)},
             {"head_check", headCheckId(verdict.headCheck)},
             {"dice", tallyJson(verdict.dice)},
             {"dice_summary", verdict.diceSummary()},
             {"events", std::move(events)},
             {"problems", std::move(problems)}};
    if (verdict.headCheck == HeadCheck::Extended)
        out["head_events"] = verdict.headEvent;
    return out;
}

std::string eventLine(std::size_t index, const VerifiedEvent &event, bool sealed)
{
    std::string line = "  event " + std::to_string(index) + " (" + event.kind + "):";
    const DiceTally &dice = event.dice;
    if (dice.total() == 0)
        return line + " no dice" + (sealed ? "" : ", logged before the log was sealed");
    std::string parts;
    const auto part = [&parts](std::size_t count, const std::string &what) {
        if (count > 0)
            parts += (parts.empty() ? " " : ", ") + std::to_string(count) + " " + what;
    };
    part(dice.verified, "virtual (verified)");
    part(dice.unverifiable, "virtual (not verifiable yet)");
    part(dice.wrong, "virtual NOT from the commitment");
    part(dice.entered, "entered at the table");
    part(dice.scripted, "scripted");
    return line + parts;
}

void printVerdict(std::ostream &out, const std::string &file, const Verdict &verdict)
{
    out << file << ": " << verdict.status() << '\n';
    if (verdict.chained)
        out << "  head " << shortHash(verdict.head) << " after " << verdict.events.size()
            << (verdict.events.size() == 1 ? " event" : " events") << " (" << verdict.head << ")\n";
    if (verdict.headCheck == HeadCheck::Matches)
        out << "  the head you noted matches: this is the log as it stood then\n";
    out << "  " << verdict.diceSummary() << '\n';
    for (std::size_t i = 0; i < verdict.events.size(); ++i)
        out << eventLine(i, verdict.events[i], i >= verdict.sealedFrom) << '\n';
    for (const VerifyProblem &problem : verdict.problems) {
        out << "  problem";
        if (problem.event >= 0)
            out << " at event " << problem.event;
        out << ": " << problem.message << '\n';
    }
}

DiceSecret secretFromText(const std::string &text, const std::string &what)
{
    std::string hex;
    for (const char c : text) {
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            hex.push_back(c);
    }
    if (std::optional<DiceSecret> secret = DiceSecret::fromHex(hex))
        return *secret;
    throw UsageError(what + " is the seed `reveal` printed: 64 hexadecimal digits");
}

VerifyOptions verifyOptions(const Args &args)
{
    VerifyOptions options;
    const auto seed = args.option("seed");
    const auto seedFile = args.option("seed-file");
    if (seed && seedFile)
        throw UsageError("give --seed or --seed-file, not both");
    if (seed)
        options.secret = secretFromText(*seed, "--seed");
    if (seedFile)
        options.secret = secretFromText(readRegularFile(*seedFile, 4096), "the seed file " + *seedFile);
    if (const auto head = args.option("head")) {
        options.head = *head;
        if (normaliseHead(*head).size() < 8)
            throw UsageError("--head takes the head noted at the table: at least 8 hexadecimal digits");
    }
    return options;
}

int verify(const Invocation &call)
{
    const Args args = call.parse();
    const std::string path = requireOne(args, call.usage());
    const VerifyOptions options = verifyOptions(args);
    const Verdict verdict = verifyFile(call.modules, path, options);
    if (args.flag("json"))
        call.out << verdictJson(path, verdict).dump(2) << '\n';
    else
        printVerdict(call.out, path, verdict);
    return verdict.trusted() ? 0 : 1;
}

int reveal(const Invocation &call)
{
    const Args args = call.parse();
    const std::string path = requireOne(args, call.usage());
    const std::unique_ptr<Session> session = call.modules.openSession(path);
    const LogSeal &seal = session->log().seal();
    std::size_t shown = 0;
    for (const DiceCommitment &commitment : seal.commitments) {
        if (!commitment.secret)
            continue;
        call.out << "events from " << commitment.from << ": seed " << commitment.secret->hex() << " (commitment "
                 << shortHash(commitment.commitment) << ")\n";
        ++shown;
    }
    if (shown == 0) {
        call.err << path << ": no secret to reveal (no virtual die was rolled, or this is a players' copy)\n";
        return 1;
    }
    session->revealDice();
    writeSessionFile(*session, path, path);
    call.err << "revealed in " << path << ": players' copies now carry the seed, and `verify` checks every die\n";
    return 0;
}

int share(const Invocation &call)
{
    const Args args = call.parse();
    const std::string path = requireOne(args, call.usage());
    const auto out = args.option("output");
    if (!out)
        throw UsageError(call.usage());
    const std::unique_ptr<Session> session = call.modules.openSession(path);
    writeSessionFile(*session, path, *out, playersCopy);
    call.err << "wrote " << *out << ": the log, its chain and commitments, without the secrets not revealed\n";
    return 0;
}

} // namespace

void registerTrustCommands(CommandRegistry &registry)
{
    registry.add({"",
                  "verify",
                  "check that a saved session is the log of what was played, and its virtual dice",
                  "Replays the log (every result must be reproduced), checks the chain of hashes over every event, "
                  "that the ruleset and the scenario are those the log was played with, and every virtual die "
                  "against the secret the log committed to before it was rolled: the file's own (the GM's copy) or "
                  "the seed the GM revealed (--seed, --seed-file). Says per event which dice were entered at the "
                  "table, scripted or virtual. Given the head a player noted at the table (--head), says whether "
                  "the log was cut short or extended since. Exits 0 when nothing was changed, 1 with each problem "
                  "at its event.",
                  {{"FILE",
                    "",
                    {{"seed", "HEX", "the seed the GM revealed (`arbitre-cli reveal`)", false, false, "seed"},
                     {"seed-file", "F", "the same, read from a file", false, false, "seed"},
                     {"head", "HASH", "the head noted at the table (8 hexadecimal digits or more)"},
                     jsonOption()}}},
                  verify,
                  {}});
    registry.add({"",
                  "reveal",
                  "print the secret seed of a session's virtual dice, and mark it revealed",
                  "The GM's explicit act, at the end of a session or whenever the GM chooses: prints each seed the "
                  "log committed to, and marks it revealed in FILE, so that players' copies (`share`) carry it and "
                  "`verify` checks every virtual die. Before this, nobody who holds a players' copy can tell the "
                  "next roll.",
                  {{"FILE", "", {}}},
                  reveal,
                  {}});
    registry.add({"",
                  "share",
                  "write a players' copy of a saved session",
                  "The same session without the secrets the GM has not revealed: players can review and `verify` "
                  "it, and cannot foresee a virtual die.",
                  {{"FILE", "", {{"output", "OUT", "the players' copy to write", true}}}},
                  share,
                  {}});
}

} // namespace arbitre::cli
