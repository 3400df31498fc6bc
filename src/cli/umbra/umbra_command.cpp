// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "commands.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/modules/registry.h"
#include "arbitre/umbra/levy_file.h"
#include "arbitre/umbra/session.h"
#include "args.h"
#include "umbra_cli_support.h"
#include "umbra_report.h"

#include <memory>
#include <ostream>

namespace arbitre::cli {

using nlohmann::json;
using namespace arbitre::umbra;

std::shared_ptr<const UmbraScenario> loadUmbraScenario(const std::string &path)
{
    auto scenario = std::dynamic_pointer_cast<const UmbraScenario>(shippedModules().loadScenario(path));
    if (!scenario)
        throw UsageError("'" + path + "' is not an Umbra Draconis scenario");
    return scenario;
}

namespace {

std::pair<std::string, int> sideAndDraw(const std::string &text)
{
    const auto at = text.find('@');
    if (at == std::string::npos)
        return {text, 0};
    try {
        return {text.substr(0, at), std::stoi(text.substr(at + 1)) - 1};
    } catch (const std::exception &) {
        throw UsageError("expected SIDE@DRAW, got '" + text + "'");
    }
}

std::pair<std::string, std::string> sideAndValue(const std::string &text, const char *what)
{
    const auto colon = text.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == text.size())
        throw UsageError(std::string("expected SIDE:") + what + ", got '" + text + "'");
    return {text.substr(0, colon), text.substr(colon + 1)};
}

ConfrontationOrders ordersFromArgs(const Args &args)
{
    ConfrontationOrders orders;
    if (const auto n = args.option("confrontation"))
        orders.confrontation = std::stoi(*n) - 1;
    if (const auto allocate = args.option("allocate"))
        orders.allocation = splitList(*allocate);
    for (const std::string &value : args.all("sens-tactique")) {
        const auto [side, draw] = sideAndDraw(value);
        orders.postRoll.push_back({draw, side, SkillKind::SensTactique});
    }
    for (const std::string &value : args.all("redraw")) {
        const auto [side, draw] = sideAndDraw(value);
        orders.postRoll.push_back({draw, side, SkillKind::TactiquesVariees});
    }
    for (const std::string &value : args.all("contournement")) {
        const auto [side, target] = sideAndValue(value, "TYPE or SIDE:@PERSONALITY");
        if (target.front() == '@')
            orders.contournement.push_back({side, "", target.substr(1)});
        else
            orders.contournement.push_back({side, target, ""});
    }
    for (const std::string &value : args.all("discipline")) {
        const auto [side, points] = sideAndValue(value, "N");
        try {
            orders.discipline.emplace_back(side, std::stoi(points));
        } catch (const std::exception &) {
            throw UsageError("--discipline takes SIDE:N, not '" + value + "'");
        }
    }
    orders.superior = args.option("superior");
    return orders;
}

} // namespace

void save(const Args &args, const UmbraSession &session, std::ostream &err)
{
    if (const auto out = args.option("save")) {
        writeFileAtomically(*out, session.toJson(*out).dump(2) + "\n");
        err << "saved " << *out << '\n';
    }
}

namespace {

int forceCommand(const Args &args, std::ostream &out)
{
    const auto scenario = loadUmbraScenario(requireOne(args, "usage: arbitre-cli umbra force SCENARIO [--json]"));
    const UmbraSession session(scenario);
    const json report = forceReport(session.ruleset(), session.state());
    if (args.flag("json"))
        out << report.dump(2) << '\n';
    else
        printForce(out, report);
    return 0;
}

int resolveCommand(const Args &args, std::ostream &out, std::ostream &err)
{
    const auto scenario = loadUmbraScenario(requireOne(args, "usage: arbitre-cli umbra resolve SCENARIO [options]"));
    UmbraSession session(scenario);
    const auto dice = diceFromArgs(args, err);
    const ConfrontationOrders orders = ordersFromArgs(args);
    // Vision stratégique names its targets before the draw; each naming is its own logged event (UD-65).
    for (const std::string &value : args.all("vision")) {
        const std::vector<std::string> parts = splitList(value, ':');
        if (parts.size() < 3 || parts.size() > 4 || (parts.size() == 4 && parts[3] != "known"))
            throw UsageError("--vision takes HOLDER:TARGET:SKILL[:known], not '" + value + "'");
        const auto skill = session.ruleset().findSkill(parts[2]);
        if (!skill)
            throw UsageError("unknown skill '" + parts[2] + "'");
        session.counterSkill(orders.confrontation, parts[0], parts[1], *skill, parts.size() == 4);
    }
    session.resolveTurn(*dice, {orders});
    warnUnusedDice(*dice, err);
    const Event &event = *session.lastTurn();
    const json state = stateToJson(session.ruleset(), session.state(), session.hasMap() ? &session.map() : nullptr);
    if (args.flag("json")) {
        json report = event.result;
        report["day"] = event.input["day"];
        report["turn"] = event.input["turn"];
        report["dice"] = json::array();
        for (const DieRoll &die : event.dice)
            report["dice"].push_back({{"sides", die.sides},
                                      {"value", die.value},
                                      {"source", dieSourceId(die.source)},
                                      {"purpose", die.purpose}});
        report["state"] = state;
        out << report.dump(2) << '\n';
    } else {
        out << "Day " << event.input["day"].get<int>() << ", turn " << event.input["turn"].get<int>() << '\n';
        printTurn(out, event.result);
        printState(out, state);
    }
    save(args, session, err);
    return 0;
}

int endOfDayCommand(const Args &args, std::ostream &out, std::ostream &err)
{
    const auto scenario = loadUmbraScenario(requireOne(args, "usage: arbitre-cli umbra end-of-day SCENARIO [options]"));
    UmbraSession session(scenario);
    const auto dice = diceFromArgs(args, err);
    session.endOfDay(*dice);
    warnUnusedDice(*dice, err);
    const Event &event = session.log().events().back();
    const json state = stateToJson(session.ruleset(), session.state(), session.hasMap() ? &session.map() : nullptr);
    if (args.flag("json")) {
        json report = event.result;
        report["state"] = state;
        out << report.dump(2) << '\n';
    } else {
        printEndOfDay(out, event.result);
        printState(out, state);
    }
    save(args, session, err);
    return 0;
}

int levyCommand(const Args &args, std::ostream &out)
{
    const std::string path = requireOne(args, "usage: arbitre-cli umbra levy LEVY.json [--json]");
    const JsonDocument document = JsonDocument::fromFile(path);
    const std::filesystem::path rulesetPath = document.path().parent_path() / readLevyRulesetRef(document);
    if (!std::filesystem::is_regular_file(rulesetPath))
        throw LoadError(document.diagnostic("/ruleset", "ruleset file not found: " + rulesetPath.string()));
    const auto rules = std::dynamic_pointer_cast<const UmbraRuleset>(shippedModules().loadRuleset(rulesetPath));
    if (!rules)
        throw LoadError(document.diagnostic("/ruleset", "a levy needs an Umbra Draconis ruleset"));
    const LevyRequest request = readLevyRequest(document, *rules);
    const json report = levyReport(*rules, banLevy(*rules, request.domain()));
    if (args.flag("json"))
        out << report.dump(2) << '\n';
    else
        printLevy(out, report);
    return 0;
}

} // namespace

int umbraCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    return reportErrors(err, [&] {
        if (args.empty())
            throw UsageError("usage: arbitre-cli umbra force|resolve|end-of-day|levy|moves|play|log …");
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        const std::set<std::string> diceOptions = {"dice", "entered", "seed", "save"};
        if (args[0] == "force")
            return forceCommand(Args(rest, {"json"}, {}), out);
        if (args[0] == "resolve") {
            std::set<std::string> options = diceOptions;
            options.insert({"allocate", "sens-tactique", "redraw", "contournement", "discipline", "superior",
                            "confrontation", "vision"});
            return resolveCommand(Args(rest, {"json"}, options), out, err);
        }
        if (args[0] == "end-of-day")
            return endOfDayCommand(Args(rest, {"json"}, diceOptions), out, err);
        if (args[0] == "levy")
            return levyCommand(Args(rest, {"json"}, {}), out);
        if (args[0] == "moves")
            return movesCommand(Args(rest, {"json"}, {"unit"}), out);
        if (args[0] == "log")
            return logCommand(Args(rest, {}, {"format", "lang"}), out);
        if (args[0] == "play") {
            std::set<std::string> options = diceOptions;
            options.insert("orders");
            return playCommand(Args(rest, {"json"}, options), out, err);
        }
        throw UsageError("unknown umbra command '" + args[0] + "'");
    });
}

} // namespace arbitre::cli
