// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Golden files of `arbitre-cli` on every bundled demo: what each command prints (one transcript per
// test), the files it saves and the battle logs it writes, pinned byte for byte (tests/support/golden.h).
// Dice are scripted, entered or seeded, so every output is the same on every machine.
#include "cli_runner.h"
#include "golden.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

using namespace arbitre::test;

namespace {

using Args = std::vector<std::string>;

std::string bundled(const char *relative)
{
    return (sourceDir() / relative).string();
}

/**
 * The commands of one test, run in-process into a scratch folder. Their transcript (command line,
 * stdout, stderr, exit status) is pinned as one file; a battle log or a saved file is pinned as a
 * file of its own, in its own format, so it can be opened and diffed as what players read.
 */
class Transcript
{
public:
    /** `folder` is the golden files' folder (`<system>/cli`), `name` the transcript's base name. */
    Transcript(std::string folder, std::string name)
        : m_folder(std::move(folder)), m_name(std::move(name)), m_paths(m_scratch.path())
    {}

    std::string scratch(const char *file) const { return (m_scratch / file).string(); }

    /** Runs `arbitre-cli args…`, requires success and records the run in the transcript. */
    void run(const Args &args) { record(args, execute(args).out); }

    /** The same, its stdout pinned in the golden file `file` and only named in the transcript. */
    void runInto(const std::string &file, const Args &args)
    {
        checkGolden(m_folder + "/" + file, m_paths(execute(args).out));
        record(args, "(stdout pinned in " + file + ")\n");
    }

    /** A file the commands saved, pinned as `file` (paths normalised). */
    void pinSaved(const std::string &saved, const std::string &file) const
    {
        checkGolden(m_folder + "/" + file, m_paths(readFile(saved)));
    }

    /** Pins the transcript; call once, after the last command. */
    void pin() const { checkGolden(m_folder + "/" + m_name + ".transcript.txt", m_text); }

private:
    TempDir m_scratch;
    std::string m_folder;
    std::string m_name;
    GoldenPaths m_paths;
    std::string m_text;
    CliRun m_last;

    const CliRun &execute(const Args &args)
    {
        m_last = runCli(args);
        INFO(m_paths(m_last.err));
        REQUIRE(m_last.exitCode == 0);
        return m_last;
    }

    void record(const Args &args, const std::string &out)
    {
        std::string command = "$ arbitre-cli";
        for (const std::string &arg : args)
            command += ' ' + (arg.find(' ') == std::string::npos ? arg : "'" + arg + "'");
        m_text += m_paths(command) + '\n' + m_paths(out);
        if (!out.empty() && out.back() != '\n')
            m_text += "\n(no newline at the end of stdout)\n";
        if (!m_last.err.empty())
            m_text += "stderr:\n" + m_paths(m_last.err);
        m_text += "exit " + std::to_string(m_last.exitCode) + "\n\n";
    }
};

// The dice of tests/umbra/test_demo_battle.cpp: every draw and rally roll of the demo's three days.
const char *const VaudreyDice = "4,8,6,8,7,2,5,9,3,5,8,4,6,7,9,7,1,10,2,5";

/** The battle log of `saved` in both formats and both languages, each pinned as `base.log.LANG.md|html`. */
void pinLogs(Transcript &cli, const char *command, const std::string &saved, const std::string &base)
{
    for (const char *lang : {"fr", "en"})
        for (const char *format : {"md", "html"})
            cli.runInto(base + ".log." + lang + "." + format,
                        {command, "log", saved, "--format", format, "--lang", lang});
}

/**
 * One napoleonic procedure of a chain, without its scenario; `text` false runs it with --json only, and
 * `jsonSaves` has the --json run save the step rather than the text run.
 */
struct Step
{
    Args args;
    bool text = true;
    bool jsonSaves = false;
};

/**
 * Plays `steps` from `file`, each on the file the step before saved (`stepN.json`): once in text,
 * saving, and once with --json, saving nothing, so the same dice give the same event twice. Returns
 * the last file saved.
 */
std::string playChain(Transcript &cli, std::string file, const std::vector<Step> &steps)
{
    for (std::size_t i = 0; i < steps.size(); ++i) {
        Args text = steps[i].args;
        text.insert(text.begin() + 1, file);
        text.insert(text.begin(), "napoleonic");
        Args json = text;
        json.push_back("--json");
        file = cli.scratch(("step" + std::to_string(i + 1) + ".json").c_str());
        Args &saving = steps[i].text && !steps[i].jsonSaves ? text : json;
        saving.insert(saving.end(), {"--save", file});
        if (steps[i].text)
            cli.run(text);
        cli.run(json);
    }
    return file;
}

} // namespace

TEST_CASE("golden umbra-draconis: Vaudrey ford demo, force, reach, three days from its orders file, save "
          "and logs",
          "[golden][cli][demo]")
{
    const std::string demo = bundled("resources/scenarios/battle-of-vaudrey-ford.json");
    Transcript cli("umbra-draconis/cli", "vaudrey-ford");
    cli.run({"umbra", "force", demo});
    cli.runInto("vaudrey-ford.force.json", {"umbra", "force", demo, "--json"});
    cli.run({"umbra", "moves", demo, "--unit", "mf_ecuyers"});
    cli.run({"umbra", "play", demo, "--orders", bundled("resources/scenarios/battle-of-vaudrey-ford.orders.json"),
             "--dice", VaudreyDice, "--save", cli.scratch("vaudrey-day4.json")});
    cli.pinSaved(cli.scratch("vaudrey-day4.json"), "vaudrey-ford.day4.json");
    pinLogs(cli, "umbra", cli.scratch("vaudrey-day4.json"), "vaudrey-ford");
    cli.pin();
}

TEST_CASE("golden umbra-draconis: blue vs red, four turns with entered, scripted and seeded dice, end of day, "
          "save and log",
          "[golden][cli]")
{
    const std::string demo = bundled("resources/scenarios/blue-vs-red.json");
    Transcript cli("umbra-draconis/cli", "blue-vs-red");
    cli.run({"umbra", "resolve", demo, "--entered", "8", "--save", cli.scratch("turn1.json")});
    cli.run(
        {"umbra", "resolve", cli.scratch("turn1.json"), "--dice", "2", "--save", cli.scratch("turn2.json"), "--json"});
    cli.run({"umbra", "resolve", cli.scratch("turn2.json"), "--dice", "1", "--save", cli.scratch("turn3.json")});
    cli.run({"umbra", "resolve", cli.scratch("turn3.json"), "--entered", "9", "--allocate", "r2", "--save",
             cli.scratch("turn4.json")});
    cli.run({"umbra", "end-of-day", cli.scratch("turn4.json"), "--seed", "5", "--save", cli.scratch("day2.json")});
    cli.run({"umbra", "end-of-day", cli.scratch("turn4.json"), "--seed", "5", "--json"});
    cli.pinSaved(cli.scratch("day2.json"), "blue-vs-red.day2.json");
    // No --format nor --lang: the defaults, Markdown in English.
    cli.runInto("blue-vs-red.log.md", {"umbra", "log", cli.scratch("day2.json")});
    cli.pin();
}

TEST_CASE("golden umbra-draconis: Grey river ford, force and a seeded turn saved", "[golden][cli]")
{
    const std::string demo = bundled("resources/scenarios/ford-of-the-grey-river.json");
    Transcript cli("umbra-draconis/cli", "grey-river");
    cli.run({"umbra", "force", demo});
    cli.runInto("grey-river.force.json", {"umbra", "force", demo, "--json"});
    cli.run({"umbra", "resolve", demo, "--seed", "42", "--save", cli.scratch("turn1.json")});
    cli.pinSaved(cli.scratch("turn1.json"), "grey-river.turn1.json");
    cli.pin();
}

TEST_CASE("golden umbra-draconis: levy of the peu puissant domain", "[golden][cli]")
{
    const std::string levy = bundled("resources/levy/peu-puissant.json");
    Transcript cli("umbra-draconis/cli", "peu-puissant-levy");
    cli.run({"umbra", "levy", levy});
    cli.runInto("peu-puissant.levy.json", {"umbra", "levy", levy, "--json"});
    cli.pin();
}

TEST_CASE("golden pm-battle: Lérac, two phases and the decisions between, save and logs", "[golden][cli][pm]")
{
    const std::string demo = bundled("resources/scenarios/pm-bataille-de-lerac.json");
    Transcript cli("pm-battle/cli", "lerac");
    // PM-W2, then a second phase whose last die is the range die of a loss (PM-A5).
    cli.run({"pm", "phase", demo, "--dice", "4,2,6,3,1,5,3,3,2,5,4", "--players", "P1:6,P2:2,P3:3", "--save",
             cli.scratch("phase1.json")});
    cli.run({"pm", "decide", cli.scratch("phase1.json"), "--side", "A:continuer", "--side",
             "B:continuer+changer_de_strategie", "--save", cli.scratch("decided.json")});
    cli.run({"pm", "phase", cli.scratch("decided.json"), "--dice", "5,1,2,4,3,2,4,5,2,3,6", "--players",
             "P1:1,P2:4,P3:5", "--save", cli.scratch("phase2.json")});
    cli.run({"pm", "phase", cli.scratch("decided.json"), "--dice", "5,1,2,4,3,2,4,5,2,3,6", "--players",
             "P1:1,P2:4,P3:5", "--json"});
    cli.pinSaved(cli.scratch("phase2.json"), "lerac.phase2.json");
    for (const char *format : {"md", "html"})
        cli.runInto(std::string("lerac.log.") + format, {"pm", "log", cli.scratch("phase2.json"), "--format", format});
    cli.pin();
}

TEST_CASE("golden napoleonic-figures: every procedure, text and --json, chained by --save, save and logs",
          "[golden][cli][napoleonic]")
{
    Transcript cli("napoleonic-figures/cli", "figures-demo");
    const std::vector<Step> steps = {
        {{"fire", "--unit", "S", "--target", "T", "--mod", "range_p2,target_cover_light,first_fire", "--dice", "3"}},
        {{"morale", "--unit", "T", "--mod", "own_cover_light,under_fire_inf,flank_secure", "--enemy", "arret", "--dice",
          "2"}},
        {{"morale", "--unit", "A", "--target", "I", "--test", "mac", "--mod", "support_one_arm,flank_secure",
          "--friend", "avance,arret", "--enemy", "arret", "--pa", "3", "--target-mod", "flank_threatened", "--dice",
          "6"}},
        {{"morale", "--unit", "I", "--target", "A", "--test", "standing", "--mod",
          "under_fire_roundshot,flank_threatened", "--threatened-by-cavalry", "--friend", "arret", "--enemy",
          "charge,avance,arret", "--dice", "3"}},
        {{"melee", "--unit", "A", "--target", "I", "--dice", "2"}},
        {{"melee", "--unit", "I", "--target", "A", "--figures", "8", "--seed", "11"}},
        {{"control", "--unit", "H", "--target", "R", "--situation", "flank", "--mod", "light_cavalry,general_negative",
          "--entered", "4"}},
        {{"override", "--unit", "T", "--field", "pa_spent", "--value", "2", "--reason", "T marched this turn"}},
        {{"reaction", "--unit", "T", "--pa", "2", "--dice", "3"}},
        {{"action", "--unit", "T"}},
        {{"formation", "--unit", "S", "--to", "coc"}},
        {{"move", "--unit", "S", "--pace", "pac", "--terrain", "boc"}},
    };
    const std::string last = playChain(cli, bundled("resources/scenarios/napoleonic-figures-demo.json"), steps);
    cli.pinSaved(last, "figures-demo.step12.json");
    pinLogs(cli, "napoleonic", last, "figures-demo");
    cli.pin();
}

TEST_CASE("golden vive-l-empereur: twelve procedures on the Hohenau map, text and --json, save and logs",
          "[golden][cli][napoleonic][ve]")
{
    Transcript cli("vive-l-empereur/cli", "ve-demo");
    // `move` and `formation` were pinned in --json form only while their text form aborted; their --json
    // run still saves, so the transcript only gained the text form.
    const std::vector<Step> steps = {
        {{"fire", "--unit", "fr-1-ligne", "--target", "aut-ir-7", "--dice", "5"}},
        {{"morale", "--unit", "aut-ir-7", "--seed", "4"}},
        {{"melee", "--unit", "fr-2-leger", "--target", "aut-ir-9", "--dice", "4,3"}},
        {{"morale", "--unit", "aut-ir-4", "--mod", "attaque_flanc", "--dice", "3,4"}},
        {{"result", "--unit", "aut-ir-4", "--result", "decouragee"}},
        {{"move", "--unit", "aut-ir-4", "--hex", "13,3"}, true, true},
        {{"leader", "--leader", "hohenlohe", "--event", "rout_move"}},
        {{"rally", "--unit", "aut-ir-4", "--dice", "2"}},
        {{"initiative", "--scores", "7,2"}},
        {{"override", "--unit", "aut-ir-7", "--field", "freshness", "--value", "fatiguee", "--reason",
          "marched all night"}},
        {{"rest", "--unit", "aut-ir-7"}},
        {{"formation", "--unit", "fr-1-ligne", "--to", "colonne"}, true, true},
    };
    const std::string last = playChain(cli, bundled("resources/scenarios/vive-l-empereur-demo.json"), steps);
    cli.pinSaved(last, "ve-demo.step12.json");
    pinLogs(cli, "napoleonic", last, "ve-demo");
    cli.pin();
}
