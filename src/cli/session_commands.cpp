// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `procedures`, `play` and `log`: any rule system's scenario or saved session through the session contract
// (arbitre/core/session.h), opened by ModuleRegistry::openSession; no module's types here.
#include "commands.h"

#include "arbitre/core/module_registry.h"
#include "cli_support.h"
#include "command.h"
#include "session_cli_support.h"

#include <algorithm>
#include <memory>
#include <ostream>

namespace arbitre::cli {

namespace {

using nlohmann::json;

Command playCommand(); // its description is also the usage of one procedure (procedureUsage)

Option languageOption(const char *what)
{
    return {"lang", "fr|en", std::string("the language of ") + what + " (English by default)"};
}

/** Dice for `play`: those the options give; without any, virtual dice, committed to only if a die is rolled. */
class PlayDice final : public Dice
{
public:
    PlayDice(const Args &args, std::ostream &err, Session &session) : m_args(args), m_err(err), m_session(session) {}

    int roll(int sides) override { return dice().roll(sides); }
    int rollAt(std::size_t position, int sides) override { return dice().rollAt(position, sides); }
    DieSource source() const override { return m_dice ? m_dice->source() : DieSource::Seeded; }

private:
    const Args &m_args;
    std::ostream &m_err;
    Session &m_session;
    std::unique_ptr<Dice> m_dice;

    Dice &dice()
    {
        if (!m_dice)
            m_dice = diceFromArgs(m_args, m_err, m_session);
        return *m_dice;
    }
};

std::unique_ptr<Dice> playDice(const Args &args, std::ostream &err, Session &session)
{
    if (args.option("dice") || args.option("entered") || args.option("seed"))
        return diceFromArgs(args, err, session); // checked now: a malformed list is refused before anything is played
    return std::make_unique<PlayDice>(args, err, session);
}

/** What `play FILE PROCEDURE --help` and `procedures FILE PROCEDURE` print: the procedure's own usage. */
std::string procedureUsage(const Command &play, const ProcedureSpec &spec, LogLanguage language)
{
    Command usage = play;
    const std::string label = pickLabel(spec.label, language);
    usage.summary = (label.empty() ? spec.id : label) + (spec.rule.empty() ? "" : " (" + spec.rule + ")");
    usage.description = spec.refusal.empty() ? "" : "Refused now: " + spec.refusal;
    std::vector<Option> options = inputOptions(spec, language);
    options.insert(options.end(), play.forms.front().options.begin(), play.forms.front().options.end());
    usage.forms = {{"FILE " + spec.id, "", std::move(options)}};
    return commandUsage(usage) + "\n" + diceText(spec);
}

void printProcedures(const Session &session, LogLanguage language, std::ostream &out)
{
    const std::size_t events = session.log().size();
    const std::string when = pickLabel(session.view().when, language);
    out << session.title() << " (" << session.system() << "), " << events << (events == 1 ? " event" : " events")
        << (when.empty() ? "" : ": " + when) << '\n';
    const std::vector<ProcedureSpec> specs = session.procedures();
    std::size_t width = 0;
    for (const ProcedureSpec &spec : specs)
        width = std::max(width, columns(spec.id) + 2);
    for (const ProcedureSpec &spec : specs) {
        const std::string label = pickLabel(spec.label, language);
        out << "  " << spec.id << std::string(width - columns(spec.id), ' ') << (label.empty() ? spec.id : label)
            << (spec.rule.empty() ? "" : " (" + spec.rule + ")") << '\n';
        if (!spec.refusal.empty())
            out << std::string(width + 2, ' ') << wrap("refused now: " + spec.refusal, 100, width + 2) << '\n';
    }
    out << "\n'arbitre-cli procedures FILE PROCEDURE' lists a procedure's inputs;\n"
           "'arbitre-cli play FILE PROCEDURE --KEY VALUE…' plays it.\n";
}

int procedures(const Invocation &call)
{
    const SessionArgs split = splitSessionArgs(call.command, call.args);
    const std::vector<std::string> &positional = split.own.positional();
    if (positional.empty() || positional.size() > 2 || (positional.size() == 1 && !split.procedureArgs.empty()))
        throw UsageError(call.usage());
    const LogLanguage language = languageOf(split.own);
    const std::unique_ptr<Session> session = call.modules.openSession(positional[0]);
    if (positional.size() == 1) {
        if (!split.own.flag("json")) {
            printProcedures(*session, language, call.out);
            return 0;
        }
        json list = json::array();
        for (const ProcedureSpec &spec : session->procedures())
            list.push_back(procedureJson(spec));
        call.out << json{{"title", session->title()},
                         {"system", session->system()},
                         {"events", session->log().size()},
                         {"when", labelJson(session->view().when)},
                         {"procedures", std::move(list)}}
                        .dump(2)
                 << '\n';
        return 0;
    }
    requireProcedure(*session, positional[1]);
    const ProcedureSpec spec =
        session->procedure(positional[1], readInput(*session, positional[1], split.procedureArgs));
    if (split.own.flag("json"))
        call.out << procedureJson(spec).dump(2) << '\n';
    else
        call.out << procedureUsage(playCommand(), spec, language);
    return 0;
}

int play(const Invocation &call)
{
    const SessionArgs split = splitSessionArgs(call.command, call.args);
    const Args &args = split.own;
    if (args.positional().size() != 2)
        throw UsageError(call.usage());
    const LogLanguage language = languageOf(args);
    const std::unique_ptr<Session> session = call.modules.openSession(args.positional()[0]);
    const std::string &id = args.positional()[1];
    requireProcedure(*session, id);
    const json input = readInput(*session, id, split.procedureArgs);
    const std::unique_ptr<Dice> dice = playDice(args, call.err, *session);
    const Event &event = session->play(ProcedureCall{id, input}, *dice); // a refusal: SessionError, exit 1
    warnUnusedDice(*dice, call.err);
    if (args.flag("json")) {
        call.out << eventJson(event).dump(2) << '\n';
    } else {
        const std::string text = session->eventText(session->log().size() - 1, language);
        call.out << text << (text.empty() || text.back() != '\n' ? "\n" : "");
    }
    if (const auto path = args.option("save")) {
        writeSessionFile(*session, args.positional()[0], *path);
        call.err << "saved " << *path << '\n';
    }
    return 0;
}

/** `play FILE PROCEDURE --help`: the procedure's inputs as options; without both, the usage of `play`. */
bool playHelp(const Invocation &call)
{
    const SessionArgs split = splitSessionArgs(call.command, call.args);
    const std::vector<std::string> &positional = split.own.positional();
    if (positional.size() != 2)
        return false;
    const std::unique_ptr<Session> session = call.modules.openSession(positional[0]);
    requireProcedure(*session, positional[1]);
    const ProcedureSpec spec =
        session->procedure(positional[1], readInput(*session, positional[1], split.procedureArgs));
    call.out << procedureUsage(call.command, spec, languageOf(split.own));
    return true;
}

int battleLog(const Invocation &call)
{
    const Args args = call.parse();
    const std::string path = requireOne(args, call.usage());
    const LogOptions options = logOptions(args);
    const std::unique_ptr<Session> session = call.modules.openSession(path);
    call.out << withFileVerdict(
        session->battleLog(options.html ? LogFormat::Html : LogFormat::Markdown, options.language), *session, path,
        options);
    return 0;
}

Command proceduresCommand()
{
    return {"",
            "procedures",
            "the procedures a session offers now, or one's inputs and dice",
            "FILE is a scenario or a saved session of any rule system. Without PROCEDURE: each procedure with its "
            "label, its rule and, when it cannot be played now, why. With PROCEDURE: its inputs as `play` reads "
            "them (option, kind, label, rule, whether required, bounds, the choices allowed now) given the inputs "
            "passed so far, and the dice it reads.",
            {{"FILE [PROCEDURE] [--KEY VALUE…]", "", {jsonOption(), languageOption("the labels")}}},
            procedures,
            {}};
}

Command playCommand()
{
    std::vector<Option> options = diceOptions();
    options.insert(options.end(), {saveOption(), jsonOption(), languageOption("the event's text")});
    return {"",
            "play",
            "play one procedure of any rule system and log it",
            "The options after PROCEDURE are its inputs, as it declares them (`arbitre-cli play FILE PROCEDURE "
            "--help` lists them): a unit or choice takes an id, a list takes ids separated by commas, a flag takes "
            "nothing. Prints the event in the rules' words (with --json: its kind, input, dice and result). A "
            "refusal of the rules changes nothing and exits 1 with the rule that says so.",
            {{"FILE PROCEDURE [--KEY VALUE…]", "", std::move(options)}},
            play,
            playHelp};
}

} // namespace

void registerSessionCommands(CommandRegistry &registry)
{
    registry.add(validateCommand());
    registry.add(proceduresCommand());
    registry.add(playCommand());
    registry.add(oddsCommand());
    registry.add({"",
                  "log",
                  "the battle log of a saved session, for players",
                  "The session is opened first: a log that does not reproduce its recorded results is refused.",
                  {{"FILE", "", logFormatOptions()}},
                  battleLog,
                  {}});
}

} // namespace arbitre::cli
