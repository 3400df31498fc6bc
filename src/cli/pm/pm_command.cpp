// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "commands.h"

#include "command.h"

#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/pm/report.h"
#include "arbitre/pm/session.h"
#include "args.h"
#include "cli_support.h"

#include <ostream>

namespace arbitre::cli {

namespace {

using nlohmann::json;
using namespace arbitre::pm;

/** Loads a battle and replays its log; a log that does not replay is reported at its event, file:line:col. */
PmSession loadSession(const std::string &path)
{
    auto battle = std::dynamic_pointer_cast<const PmBattle>(shippedModules().loadScenario(path));
    if (!battle)
        throw UsageError("'" + path + "' is not a PM battle (its ruleset's system is not 'pm-battle')");
    try {
        return PmSession(battle);
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
    }
}

std::size_t sideArg(const PmBattle &battle, const std::string &id, const std::string &option)
{
    const auto index = battle.sideIndex(id);
    if (!index)
        throw UsageError(option + ": no side '" + id + "'; the sides are '" + battle.sides[0].id + "' and '" +
                         battle.sides[1].id + "'");
    return *index;
}

/** SIDE:N pairs of --engaged, --pick, --score… */
std::array<std::optional<int>, 2> perSideArgs(const Args &args, const PmBattle &battle, const std::string &option)
{
    std::array<std::optional<int>, 2> values;
    for (const std::string &value : args.all(option)) {
        const std::vector<std::string> parts = splitList(value, ':');
        if (parts.size() != 2)
            throw UsageError("--" + option + " takes SIDE:N, not '" + value + "'");
        values[sideArg(battle, parts[0], "--" + option)] = intArg(parts[1], "--" + option);
    }
    return values;
}

PhaseOrders ordersFromArgs(const Args &args, const PmBattle &battle)
{
    PhaseOrders orders;
    // The players' dice: the battle file's `de`, replaced by --players PLAYER:D.
    for (std::size_t i = 0; i < 2; ++i) {
        for (const Player &player : battle.sides[i].players)
            orders.sides[i].playerDice.push_back(player.de);
    }
    if (const auto players = args.option("players")) {
        for (const std::string &item : splitList(*players)) {
            const std::vector<std::string> parts = splitList(item, ':');
            if (parts.size() != 2)
                throw UsageError("--players takes PLAYER:D,…, not '" + item + "'");
            bool found = false;
            for (std::size_t i = 0; i < 2 && !found; ++i) {
                for (std::size_t p = 0; p < battle.sides[i].players.size(); ++p) {
                    if (battle.sides[i].players[p].id == parts[0]) {
                        orders.sides[i].playerDice[p] = intArg(parts[1], "--players");
                        found = true;
                    }
                }
            }
            if (!found)
                throw UsageError("--players: no player '" + parts[0] + "' in this battle");
        }
    }
    const auto engaged = perSideArgs(args, battle, "engaged");
    for (std::size_t i = 0; i < 2; ++i)
        orders.sides[i].engagedPm = engaged[i];
    for (const std::string &value : args.all("modifier")) {
        // SIDE:N:REASON — the reason may hold colons of its own.
        const std::size_t first = value.find(':');
        const std::size_t second = first == std::string::npos ? first : value.find(':', first + 1);
        if (second == std::string::npos)
            throw UsageError("--modifier takes SIDE:N:REASON, not '" + value + "'");
        SideOrders &side = orders.sides[sideArg(battle, value.substr(0, first), "--modifier")];
        side.modifier = intArg(value.substr(first + 1, second - first - 1), "--modifier");
        side.modifierReason = value.substr(second + 1);
    }
    orders.rangePick = perSideArgs(args, battle, "pick");
    PhaseOverride &gm = orders.gmOverride;
    gm.score = perSideArgs(args, battle, "score");
    gm.nominalLoss = perSideArgs(args, battle, "nominal-loss");
    gm.loss = perSideArgs(args, battle, "loss");
    gm.outcome = args.option("band");
    gm.reason = args.option("reason").value_or("");
    return orders;
}

void saveSession(const Args &args, const PmSession &session, std::ostream &err)
{
    if (const auto out = args.option("save")) {
        writeSessionFile(session, args.positional().at(0), *out);
        err << "saved " << *out << '\n';
    }
}

std::string nextStep(const PmSession &session)
{
    const BattleState &state = session.state();
    if (state.ended)
        return "The battle is over (" + state.endReason + ").";
    if (state.decided)
        return "Next: phase " + std::to_string(state.phase + 1) + " (arbitre-cli pm phase).";
    std::string text = "Next: each side decides (PM-19): ";
    for (std::size_t i = 0; i < 2; ++i) {
        if (state.sides[i].outOfCombat)
            return text + session.battle().sides[i].name + " is out of combat and must withdraw (PM-17).";
    }
    if (state.lastWasTie)
        return text + "after a tie, withdraw or a new phase (PM-A7).";
    return text + "continue (possibly changing strategy), withdraw or negotiate.";
}

int phaseCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    std::ostream &err = call.err;
    PmSession session = loadSession(requireOne(args, call.usage()));
    const PhaseOrders orders = ordersFromArgs(args, session.battle());
    const auto dice = diceFromArgs(args, err, session);
    const PhaseResult result = session.playPhase(*dice, orders);
    warnUnusedDice(*dice, err);
    const Event &event = session.log().events().back();
    if (args.flag("json")) {
        json report = event.result;
        report["dice"] = diceToJson(event.dice);
        report["next"] = nextStep(session);
        out << report.dump(2) << '\n';
    } else {
        out << phaseText(session.ruleset(), session.battle(), result, event.dice);
        for (const auto &highlight : event.result["highlights"])
            out << "  ★ " << highlight["kind"].get<std::string>() << ": " << highlight["side"].get<std::string>()
                << (highlight.contains("player") ? " " + highlight["player"].get<std::string>() : std::string())
                << '\n';
        out << nextStep(session) << '\n';
    }
    saveSession(args, session, err);
    return 0;
}

int decideCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    std::ostream &err = call.err;
    PmSession session = loadSession(requireOne(args, call.usage()));
    PhaseDecisions decisions;
    std::array<bool, 2> given{};
    for (const std::string &value : args.all("side")) {
        // SIDE:DECISION[+changer_de_strategie][:NOTE]
        const std::size_t colon = value.find(':');
        if (colon == std::string::npos)
            throw UsageError("--side takes SIDE:DECISION[+changer_de_strategie][:NOTE], not '" + value + "'");
        const std::size_t index = sideArg(session.battle(), value.substr(0, colon), "--side");
        std::string rest = value.substr(colon + 1);
        SideDecision &side = decisions.sides[index];
        if (const std::size_t note = rest.find(':'); note != std::string::npos) {
            side.note = rest.substr(note + 1);
            rest.resize(note);
        }
        if (const std::size_t plus = rest.find('+'); plus != std::string::npos) {
            if (rest.substr(plus + 1) != "changer_de_strategie")
                throw UsageError("--side: only '+changer_de_strategie' may follow a decision, not '" + rest + "'");
            side.changeStrategy = true;
            rest.resize(plus);
        }
        const auto kind = parseDecision(rest);
        if (!kind)
            throw UsageError("--side: unknown decision '" + rest + "'; expected continuer, se_retirer or negocier");
        side.decision = *kind;
        given[index] = true;
    }
    for (std::size_t i = 0; i < 2; ++i) {
        if (!given[i])
            throw UsageError("--side " + session.battle().sides[i].id + ":DECISION is missing (PM-19)");
    }
    decisions.agreement = args.flag("agreement");
    session.decide(decisions);
    out << session.log().events().back().input.dump() << '\n' << nextStep(session) << '\n';
    saveSession(args, session, err);
    return 0;
}

int pmLogCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    const std::string path = requireOne(args, call.usage());
    const PmSession session = loadSession(path);
    const std::string format = args.option("format").value_or("md");
    if (format != "md" && format != "html")
        throw UsageError("--format takes md or html, not '" + format + "'");
    const LogOptions options{format == "html", LogLanguage::English}; // the PM log is written in English

    out << withFileVerdict(options.html ? battleLogHtml(session) : battleLogMarkdown(session), session, path, options);
    return 0;
}

Command describePhase()
{
    std::vector<Option> options = diceOptions();
    options.insert(
        options.end(),
        {{"players", "PLAYER:D,…", "the players' own dice (else the file's `de`)"},
         {"engaged", "SIDE:PM", "the PM a side engages (PM-A2)", false, true},
         {"modifier", "SIDE:N:REASON", "a modifier of a side's score, with its reason", false, true},
         {"pick", "SIDE:LOSS", "the loss a side picks when its loss is given as a range (PM-A5)", false, true},
         {"score", "SIDE:N", "the GM sets a side's score (PM-M4)", false, true},
         {"band", "ID", "the GM sets the phase's outcome band (PM-M4)"},
         {"nominal-loss", "SIDE:N", "the GM sets a side's nominal loss (PM-M4)", false, true},
         {"loss", "SIDE:N", "the GM sets a side's loss (PM-M4)", false, true},
         {"reason", "TEXT", "the GM's reason, required with any of the four above"},
         saveOption(),
         jsonOption()});
    return {"pm",
            "phase",
            "one phase of a PM battle (PM-2–PM-18)",
            "Dice are used in this order: the first side's PM dice, the second side's, the players' dice not given "
            "(the file's `de` or --players), then the die of a loss given as a range (PM-A5).",
            {{"BATTLE.json", "", std::move(options)}},
            phaseCommand,
            {}};
}

Command describeDecide()
{
    return {
        "pm",
        "decide",
        "the decisions after a phase (PM-19)",
        "Both sides decide: continuer (possibly changing strategy), se_retirer or negocier, with an optional "
        "note; --agreement ends a negotiation with an agreement.",
        {{"BATTLE.json",
          "",
          {{"side", "SIDE:DECISION[+changer_de_strategie][:NOTE]", "a side's decision; once for each side", true, true},
           {"agreement", "", "the negotiation ends in an agreement"},
           saveOption()}}},
        decideCommand,
        {}};
}

Command describeLog()
{
    return {"pm",
            "log",
            "the PM battle's log for players",
            "The log replays the battle first.",
            {{"BATTLE.json", "", {logFormatOptions().front()}}},
            pmLogCommand,
            {}};
}

} // namespace

void registerPmCommands(CommandRegistry &registry)
{
    registry.addGroup({"pm", "PM battle",
                       "Batailles classiques, phase by phase: the PM dice, the players' dice, the scores and "
                       "losses, and the sides' decisions after each phase"});
    for (Command command : {describePhase(), describeDecide(), describeLog()})
        registry.add(std::move(command));
}

} // namespace arbitre::cli
