// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log for players (UD-M6): the demo battle's three days as entries, then as Markdown and HTML.

#include "arbitre/umbra/battle_log.h"

#include "arbitre/core/module_registry.h"
#include "support/demo_battle.h"
#include "support/umbra_fixtures.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

/** The demo battle played through its three days with its scripted dice. */
const UmbraSession &demo()
{
    static const UmbraSession session = [] {
        UmbraSession s(arbitre::umbra::test::loadDemo());
        ListDice dice(arbitre::umbra::test::DemoDice);
        arbitre::umbra::test::play(s, dice);
        return s;
    }();
    return session;
}

/** The entry of log event `event` whose title starts with `prefix`. */
const LogEntry &entryOf(const std::vector<LogEntry> &entries, std::size_t event, const std::string &prefix)
{
    const auto it = std::find_if(entries.begin(), entries.end(), [&](const LogEntry &entry) {
        return entry.event == event && entry.title.rfind(prefix, 0) == 0;
    });
    INFO("event " << event << ", title starting with '" << prefix << "'");
    REQUIRE(it != entries.end());
    return *it;
}

bool hasLine(const LogEntry &entry, const std::string &text)
{
    return std::any_of(entry.lines.begin(), entry.lines.end(),
                       [&](const std::string &line) { return line.find(text) != std::string::npos; });
}

bool contains(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

std::size_t count(const std::string &text, const std::string &what)
{
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

/** blue-vs-red.json (UD-W4) with Red's r1 and Red itself renamed `name`, in a temporary directory. */
std::shared_ptr<const UmbraScenario> renamedBlueVsRed(const arbitre::test::TempDir &dir, const std::string &name)
{
    std::ifstream in(arbitre::test::sourceDir() / "resources" / "scenarios" / "blue-vs-red.json");
    json scenario = json::parse(in);
    scenario["ruleset"] = arbitre::umbra::test::shippedRulesetPath().string();
    for (json &side : scenario["sides"]) {
        if (side["id"] != "red")
            continue;
        side["name"] = name;
        for (json &troop : side["troops"])
            if (troop["id"] == "r1")
                troop["name"] = name;
    }
    const auto file = dir.write("renamed.json", scenario.dump(2));
    return std::dynamic_pointer_cast<const UmbraScenario>(arbitre::umbra::test::umbraRegistry().loadScenario(file));
}

} // namespace

TEST_CASE("UD-M6 battle log: every event gives entries in log order, with its day and turn", "[battle-log]")
{
    const UmbraSession &session = demo();
    const std::vector<LogEntry> entries = battleLog(session, LogLanguage::English);
    REQUIRE(session.log().size() == 41);
    std::vector<bool> seen(session.log().size(), false);
    std::size_t previous = 0;
    for (const LogEntry &entry : entries) {
        REQUIRE(entry.event < session.log().size());
        CHECK(entry.event >= previous); // log order
        previous = entry.event;
        seen[entry.event] = true;
        const Event &event = session.log()[entry.event];
        CHECK(entry.kind == event.kind);
        CHECK_FALSE(entry.title.empty());
        if (event.kind == "umbra.end_of_day") {
            CHECK(entry.turn == 0); // the night, after turn 4
        } else {
            CHECK(entry.day == event.input["day"].get<int>());
            CHECK(entry.turn == event.input["turn"].get<int>());
        }
    }
    // Day 1, turn 1 fights nowhere: its umbra.turn event (index 2) has nothing to tell; every other event does.
    for (std::size_t i = 0; i < seen.size(); ++i) {
        INFO("event " << i << " " << session.log()[i].kind);
        CHECK(seen[i] == (i != 2));
    }
}

TEST_CASE("UD-M6 the day-1 fight at the ford: die 4 scripted, Table IV, grey, the picket flees", "[battle-log]")
{
    const std::vector<LogEntry> entries = battleLog(demo(), LogLanguage::English);
    const LogEntry &ford = entryOf(entries, 6, "Confrontation 1");
    CHECK(ford.day == 1);
    CHECK(ford.turn == 2);
    CHECK(ford.title ==
          "Confrontation 1 at [15, 10], [16, 10]: Maison de Montfaucon 2 — Maison de Brisemont 8 · Table IV, 4 (Grey)");
    CHECK(ford.sides == std::vector<std::string>{"montfaucon", "brisemont"});
    CHECK(ford.units == std::vector<std::string>{"mf_sergents", "br_hommes_d_armes", "br_piquiers", "gontran"});
    CHECK(ford.hexes == std::vector<OffsetCoord>{{15, 10}, {16, 10}});
    REQUIRE(ford.dice.size() == 1);
    CHECK(ford.dice[0].sides == 10);
    CHECK(ford.dice[0].value == 4);
    CHECK(ford.dice[0].source == DieSource::Scripted);
    CHECK(ford.dice[0].purpose == "day 1, turn 2, confrontation 1: draw 1, rolled by brisemont");
    // Totals with their rule ids and unit names (UD-83), the table and why (UD-A58), the draw in words.
    CHECK(hasLine(ford, "Maison de Brisemont: 8 F = Hommes d'armes du Val-Sec (3, UD-83) + Piquiers de Brisemont (3, "
                        "UD-83) + Gontran le Roux (2, UD-83)."));
    CHECK(hasLine(ford, "Difference 6: Table IV, triple ratio (UD-A58)."));
    CHECK(hasLine(ford, "Draw 1 (rolled by Maison de Brisemont): d10 = 4, scripted value → Table IV, face 4, Grey: "));
    CHECK(hasLine(ford, "Sergents du Gué (mf_sergents): reaches rupture: flees (UD-27)."));
    CHECK(hasLine(ford, "Maison de Brisemont is victorious: no enemy troop left (UD-98)."));
    CHECK((ford.highlights & Flight) != 0);
    CHECK((ford.highlights & (Vert | Rouge | Elimination)) == 0);
    // The palisade raised the same turn (UD-80) is its own entry, at its hex.
    const LogEntry &palisade = entryOf(entries, 6, "Positions raised");
    CHECK(palisade.hexes == std::vector<OffsetCoord>{{14, 10}});
    CHECK(hasLine(palisade, "Defensive position raised at [14, 10] (UD-80)."));
}

TEST_CASE("UD-M6 vert, rouge and eliminations are highlighted, with each loss and its outcome", "[battle-log]")
{
    const std::vector<LogEntry> entries = battleLog(demo(), LogLanguage::English);
    // Day 1, turn 3: 8 on Table II is vert; the side names who takes the wound (UD-88).
    const LogEntry &palisade = entryOf(entries, 9, "Confrontation 2");
    CHECK(palisade.title.find("Table II, 8 (Green)") != std::string::npos);
    CHECK((palisade.highlights & Vert) != 0);
    CHECK(hasLine(palisade, "Maison de Brisemont: wound → "));
    CHECK(
        hasLine(palisade, "(br_hommes_d_armes): first wound: wounded (UD-28), morale −1 — named by its side (UD-88)."));
    CHECK(hasLine(palisade, "Maison de Montfaucon wins the resolution (UD-90)."));
    // Day 2, turn 3 at Les Saulaies: the dégât disloques a piétaille (UD-32, UD-A59).
    const LogEntry &saulaies = entryOf(entries, 22, "Confrontation 3");
    CHECK((saulaies.highlights & Elimination) != 0);
    CHECK(hasLine(saulaies, "damage (dégât) → "));
    CHECK(hasLine(saulaies, ": disloquée: removed from play (UD-32)."));
    CHECK(saulaies.hexes == std::vector<OffsetCoord>{{20, 17}});
    // Day 3, turn 4: a rouge and a vert in one bataille majeure; Brisemont's archers break.
    const LogEntry &keep = entryOf(entries, 39, "Confrontation 2");
    CHECK((keep.highlights & Rouge) != 0);
    CHECK((keep.highlights & Vert) != 0);
    CHECK((keep.highlights & Flight) != 0);
    CHECK(keep.dice.size() == 2);
    CHECK(hasLine(keep, "Draw 2 (rolled by "));
    CHECK(hasLine(keep, "12 units: major battle, 2 draws (UD-84)."));
}

TEST_CASE("UD-101 the nights: a rally, a desertion, rest and the next day's levies", "[battle-log]")
{
    const std::vector<LogEntry> entries = battleLog(demo(), LogLanguage::English);
    const LogEntry &night1 = entryOf(entries, 13, "End of day 1");
    CHECK(night1.turn == 0);
    CHECK((night1.highlights & Rally) != 0);
    REQUIRE(night1.dice.size() == 1);
    CHECK(night1.dice[0].value == 8);
    CHECK(night1.dice[0].purpose == "day 1, end of day: rally of mf_sergents (moyenne)");
    // Face 8 is white on the table; Hugues' Galvaniseur makes it green (UD-A66).
    CHECK(hasLine(night1, "Rally of Sergents du Gué (mf_sergents), table Average: d10 = 8, scripted value → Green "
                          "(Galvaniseur, UD-A66), rally: rejoins its side (UD-101)."));
    CHECK(hasLine(night1, "(UD-102)."));
    CHECK(hasLine(night1, "Day 2 begins (UD-68)."));
    CHECK(hasLine(night1, "Move order: Maison de Montfaucon (VS "));
    const LogEntry &night2 = entryOf(entries, 26, "End of day 2");
    CHECK(hasLine(night2, " arrives at Vaudrey [11, 12] (UD-18)."));
    CHECK(hasLine(night2, "(les_saulaies-p3) is not raised: Les Saulaies [20, 17] was fought over (UD-70)."));
    CHECK(contains(night2.units, "vaudrey-p3"));
    CHECK(std::find(night2.hexes.begin(), night2.hexes.end(), OffsetCoord{20, 17}) != night2.hexes.end());
    const LogEntry &night3 = entryOf(entries, 40, "End of day 3");
    CHECK((night3.highlights & Desertion) != 0);
    CHECK(hasLine(night3,
                  "(br_archers), table Average: d10 = 2, scripted value → Red, rout: deserts for good (UD-101)."));
}

TEST_CASE("UD-72 a movement step: one entry per side, its units, hexes and forced marches", "[battle-log]")
{
    const std::vector<LogEntry> entries = battleLog(demo(), LogLanguage::English);
    const LogEntry &brisemont = entryOf(entries, 1, "Maison de Brisemont: movement");
    CHECK(brisemont.day == 1);
    CHECK(brisemont.turn == 1);
    CHECK(brisemont.sides == std::vector<std::string>{"brisemont"});
    CHECK(brisemont.units.size() == 10);
    CHECK(contains(brisemont.units, "br_piquiers"));
    CHECK(brisemont.hexes.front() == OffsetCoord{18, 10}); // the piquiers' first move, from [18, 10]
    CHECK(std::find(brisemont.hexes.begin(), brisemont.hexes.end(), OffsetCoord{16, 10}) != brisemont.hexes.end());
    CHECK(hasLine(brisemont,
                  "(br_piquiers): [18, 10] → [16, 10] (Plain), cost 2 (UD-72), forced march, fatigue −1 (UD-74)."));
    CHECK(hasLine(brisemont, "(br_hommes_d_armes): [18, 10] → [16, 10] (Plain), cost 2 (UD-72), forced march without "
                             "fatigue (Coriace, UD-77)."));
    // After the last side: the hostile groups that wait a turn before fighting (UD-A52).
    const LogEntry &contacts = entryOf(entries, 1, "Contacts after the movement");
    CHECK(contacts.title == "Contacts after the movement (UD-82): no fight yet");
    CHECK(hasLine(contacts, "Maison de Montfaucon at [15, 10] and Maison de Brisemont at [16, 10] are adjacent"));
    // The conditional order (UD-71) and the GM carrying it out (UD-A42), then the ford's contact (UD-82).
    const LogEntry &montfaucon = entryOf(entries, 3, "Maison de Montfaucon: movement");
    CHECK(hasLine(montfaucon, "Conditional order (UD-71) — “si Brisemont entre dans le gué”: Chevaliers de "
                              "Montfaucon (mf_chevaliers) → [12, 11]."));
    const LogEntry &fired = entryOf(entries, 5, "Conditional orders settled");
    CHECK(hasLine(fired, "carried out (UD-A42)."));
    CHECK(hasLine(fired, "(mf_chevaliers): [11, 12] → [12, 11]"));
    const LogEntry &ford = entryOf(entries, 5, "Contacts after the movement");
    CHECK(hasLine(ford, "Confrontation 1 begins at [15, 10], [16, 10]: Maison de Montfaucon (Sergents du Gué "
                        "(mf_sergents)) against Maison de Brisemont ("));
}

TEST_CASE("UD-M6 French and English logs use the ruleset's labels in their language", "[battle-log]")
{
    const std::vector<LogEntry> english = battleLog(demo(), LogLanguage::English);
    const std::vector<LogEntry> french = battleLog(demo(), LogLanguage::French);
    REQUIRE(english.size() == french.size());
    const LogEntry &en = entryOf(english, 6, "Confrontation 1");
    const LogEntry &fr = entryOf(french, 6, "Confrontation 1");
    const UmbraRuleset &rules = demo().ruleset();
    const Colour &gris = rules.colours[static_cast<std::size_t>(*rules.findColour("gris"))];
    CHECK(fr.title.find("(" + gris.label.fr + ")") != std::string::npos);
    CHECK(en.title.find("(" + gris.label.en + ")") != std::string::npos);
    CHECK(fr.title != en.title);
    CHECK(hasLine(fr, "Tirage 1 (lancé par Maison de Brisemont)"));
    CHECK(hasLine(fr, "valeur imposée (script)"));
    CHECK(hasLine(fr, "le parti inférieur subit trois pertes de moral"));
    CHECK(hasLine(en, "the inferior side suffers three morale losses"));
    // Same facts either way: sides, units, hexes, dice, highlights.
    CHECK(fr.units == en.units);
    CHECK(fr.hexes == en.hexes);
    CHECK(fr.highlights == en.highlights);
    CHECK(entryOf(french, 13, "Fin du jour 1").lines != entryOf(english, 13, "End of day 1").lines);
}

TEST_CASE("UD-M6 every die in the log says its purpose and source", "[battle-log]")
{
    const UmbraSession &session = demo();
    std::size_t logged = 0;
    for (const Event &event : session.log().events())
        logged += event.dice.size();
    for (const LogLanguage language : {LogLanguage::French, LogLanguage::English}) {
        const std::vector<LogEntry> entries = battleLog(session, language);
        std::size_t listed = 0;
        for (const LogEntry &entry : entries) {
            listed += entry.dice.size();
            for (const LogDie &die : entry.dice) {
                CHECK_FALSE(die.purpose.empty());
                CHECK(die.source == DieSource::Scripted);
                // Each die is in a sentence, with its value and where it came from.
                CHECK(hasLine(entry, "d10 = " + std::to_string(die.value) + ", " +
                                         (language == LogLanguage::French ? "valeur imposée" : "scripted value")));
            }
        }
        CHECK(listed == logged); // each die once
    }

    // A die typed from a physical die, and one Arbitre rolled from a seed, say so.
    const auto blueVsRed =
        std::dynamic_pointer_cast<const UmbraScenario>(arbitre::umbra::test::umbraRegistry().loadScenario(
            arbitre::test::sourceDir() / "resources" / "scenarios" / "blue-vs-red.json"));
    UmbraSession typed(blueVsRed);
    ListDice physical({8}, DieSource::Entered);
    typed.resolveTurn(physical);
    const std::vector<LogEntry> typedLog = battleLog(typed, LogLanguage::English);
    REQUIRE(typedLog.size() == 1);
    CHECK(typedLog[0].dice.at(0).source == DieSource::Entered);
    CHECK(hasLine(typedLog[0], "d10 = 8, entered from a physical die"));
    CHECK(typedLog[0].hexes.empty()); // no map
    UmbraSession seeded(blueVsRed);
    SeededDice virtualDice(2026);
    seeded.resolveTurn(virtualDice);
    const std::vector<LogEntry> seededLog = battleLog(seeded, LogLanguage::French);
    REQUIRE(seededLog.size() == 1);
    CHECK(hasLine(seededLog[0], "tiré par Arbitre (graine reproductible)"));
}

TEST_CASE("Battle log Markdown: title, ruleset, sides, a heading per day and turn, a bullet per entry", "[battle-log]")
{
    const UmbraSession &session = demo();
    const std::vector<LogEntry> entries = battleLog(session, LogLanguage::English);
    const std::string md = battleLogMarkdown(session, entries, LogLanguage::English);
    CHECK(md.rfind("# La bataille du gué de Vaudrey\n", 0) == 0);
    CHECK_THAT(md,
               Catch::Contains(session.ruleset().header().name + ", version " + session.ruleset().header().version));
    CHECK_THAT(md, Catch::Contains("## Sides\n\n- **Maison de Montfaucon** (montfaucon): "));
    CHECK(count(md, "\n## Day ") == 3);
    CHECK(count(md, "\n### Turn ") == 12);
    CHECK(count(md, "\n### End of the day\n") == 3);
    CHECK(md.find("## Day 1") < md.find("### Turn 2"));
    CHECK(md.find("### Turn 2") < md.find("## Day 2"));
    CHECK_THAT(md, Catch::Contains("\n- **Confrontation 1 at [15, 10], [16, 10]: Maison de Montfaucon 2 — Maison de "
                                   "Brisemont 8 · Table IV, 4 (Grey)** — *flight*\n"));
    CHECK_THAT(md, Catch::Contains(" → Sergents du Gué (mf_sergents): reaches rupture: flees (UD-27).\n"));
    CHECK(count(md, "\n- **") == entries.size() + session.scenario().initial.sides.size());
    const std::string fr = battleLogMarkdown(session, battleLog(session, LogLanguage::French), LogLanguage::French);
    CHECK_THAT(fr, Catch::Contains("\n## Jour 3\n"));
    CHECK_THAT(fr, Catch::Contains("\n### Fin de la journée\n"));
    CHECK_THAT(fr, Catch::Contains("*Journal de bataille · "));
}

TEST_CASE("Battle log HTML: one self-contained page with contents, badges and print rules", "[battle-log]")
{
    const UmbraSession &session = demo();
    const std::string html = battleLogHtml(session, battleLog(session, LogLanguage::French), LogLanguage::French);
    CHECK(html.rfind("<!DOCTYPE html>\n<html lang=\"fr\">", 0) == 0);
    CHECK_THAT(html, Catch::Contains("<meta charset=\"utf-8\">"));
    CHECK_THAT(html, Catch::Contains("<style>"));
    CHECK_THAT(html, Catch::Contains("@media print"));
    for (const char *outside : {"src=", "href=\"http", "href='http", "<link", "@import", "url(", "<script"})
        CHECK_THAT(html, !Catch::Contains(outside, Catch::CaseSensitive::No));
    // The contents link each day's section.
    for (const char *day : {"1", "2", "3"}) {
        CHECK_THAT(html, Catch::Contains(std::string("<a href=\"#day-") + day + "\">Jour " + day + "</a>"));
        CHECK_THAT(html, Catch::Contains(std::string("<section class=\"day\" id=\"day-") + day + "\">"));
    }
    for (const char *badge : {"vert", "rouge", "elimination", "flight", "rally", "desertion"})
        CHECK_THAT(html, Catch::Contains(std::string("<span class=\"badge ") + badge + "\">"));
    CHECK(count(html, "<section") == count(html, "</section>"));
    CHECK(count(html, "<article") == count(html, "</article>"));
    CHECK(count(html, "<ul>") == count(html, "</ul>"));
    CHECK_THAT(html, Catch::EndsWith("</body>\n</html>\n"));
}

TEST_CASE("Battle log exports escape names: a unit called script-tag, ampersand and quotes stays text", "[battle-log]")
{
    arbitre::test::TempDir dir;
    const std::string name = "<script>&\"'";
    UmbraSession session(renamedBlueVsRed(dir, name));
    ListDice dice({8}); // UD-W4: vert, r1 is wounded
    session.resolveTurn(dice);
    const std::vector<LogEntry> entries = battleLog(session, LogLanguage::English);
    REQUIRE(entries.size() == 1);
    CHECK(hasLine(entries[0], name + ": wound → " + name + " (r1): first wound: wounded (UD-28)"));
    const std::string html = battleLogHtml(session, entries, LogLanguage::English);
    CHECK_THAT(html, Catch::Contains("&lt;script&gt;&amp;&quot;&#39; (r1)"));
    CHECK_THAT(html, !Catch::Contains("<script"));
    CHECK_THAT(html, !Catch::Contains(name));
    const std::string md = battleLogMarkdown(session, entries, LogLanguage::English);
    CHECK_THAT(md, Catch::Contains("\\<script>\\&\"' (r1)"));
    CHECK_THAT(md, !Catch::Contains(name + " (r1)"));
}

TEST_CASE("Battle log of a session with nothing played says so", "[battle-log]")
{
    const UmbraSession fresh(arbitre::umbra::test::loadDemo());
    const std::vector<LogEntry> none = battleLog(fresh, LogLanguage::English);
    CHECK(none.empty());
    CHECK_THAT(battleLogMarkdown(fresh, none, LogLanguage::English), Catch::Contains("Nothing played yet."));
    const std::string html = battleLogHtml(fresh, none, LogLanguage::French);
    CHECK_THAT(html, Catch::Contains("Rien n&#39;a encore été joué."));
    CHECK_THAT(html, !Catch::Contains("<nav"));
}

TEST_CASE("UD-M5 a GM override appears in the log with the value it replaced, the reason and its highlight",
          "[battle-log]")
{
    UmbraSession session(arbitre::umbra::test::loadDemo());
    session.overrideState({"mf_garde", "morale", "doute", "the banner fell in the river"});
    const std::vector<LogEntry> entries = battleLog(session, LogLanguage::English);
    REQUIRE(entries.size() == 1);
    const LogEntry &entry = entries[0];
    CHECK(entry.kind == "umbra.override");
    CHECK(entry.highlights == Override);
    CHECK(entry.title == "GM override: Garde de la Tour (mf_garde), morale discipline → doute (UD-27, UD-M5)");
    CHECK(entry.lines == std::vector<std::string>{"Reason: the banner fell in the river"});
    CHECK(entry.units == std::vector<std::string>{"mf_garde"});
    CHECK(entry.sides == std::vector<std::string>{"montfaucon"});
    CHECK(battleLog(session, LogLanguage::French)[0].lines[0] == "Raison : the banner fell in the river");
}

TEST_CASE("UD-M5 an override of a resolution's numbers is a line of its entry, with the reason", "[battle-log]")
{
    UmbraSession session(
        std::dynamic_pointer_cast<const UmbraScenario>(arbitre::umbra::test::umbraRegistry().loadScenario(
            arbitre::test::sourceDir() / "resources" / "scenarios" / "blue-vs-red.json")));
    ConfrontationOrders orders;
    orders.gmOverride.table = "table_i";
    orders.gmOverride.reason = "fog on the ford";
    ListDice dice({8});
    session.resolveTurn(dice, {orders});
    const std::vector<LogEntry> entries = battleLog(session, LogLanguage::English);
    REQUIRE(entries.size() == 1);
    CHECK((entries[0].highlights & Override) != 0);
    CHECK(std::find(entries[0].lines.begin(), entries[0].lines.end(),
                    "GM override (UD-M5): Table I — reason: fog on the ford") != entries[0].lines.end());
}

TEST_CASE("UD-M6 the battle log names units with their ids by default, by their names alone when the language "
          "hides ids",
          "[battle-log]")
{
    const UmbraSession &session = demo();
    const LogLanguage english;
    CHECK(english.ids()); // the command line's and the goldens' words by default
    const std::string withIds = battleLogMarkdown(session, battleLog(session, english), english);
    const LogLanguage hidden = english.withIds(false);
    const std::string names = battleLogMarkdown(session, battleLog(session, hidden), hidden);
    CHECK(withIds.find("Sire Hugues de Montfaucon (hugues)") != std::string::npos);
    CHECK(names.find("Sire Hugues de Montfaucon") != std::string::npos);
    CHECK(names.find("(hugues)") == std::string::npos);
    CHECK(names.find("(mf_piquiers)") == std::string::npos);
    CHECK(hidden == LogLanguage::English); // the same language, only the names differ
    CHECK_FALSE(hidden == english);
}

TEST_CASE("UD-M6 the vert and rouge badges come from the ruleset's highlighted colours, whatever their ids",
          "[battle-log]")
{
    // The shipped ruleset with its colours renamed: the badges follow `highlight` and `winner` (UD-90), not ids.
    std::ifstream in(arbitre::umbra::test::shippedRulesetPath());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (const auto &[from, to] : {std::pair<std::string, std::string>{"\"vert\"", "\"emeraude\""},
                                   std::pair<std::string, std::string>{"\"rouge\"", "\"sang\""}})
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
            text.replace(at, from.size(), to);
    ModuleRegistry registry;
    registerModule(registry);
    const JsonDocument document = JsonDocument::fromText(text, "renamed-colours.json");
    const std::shared_ptr<const UmbraRuleset> rules = readRuleset(document, registry.readHeader(document));
    REQUIRE(std::none_of(rules->colours.begin(), rules->colours.end(),
                         [](const Colour &colour) { return colour.id == "vert" || colour.id == "rouge"; }));

    UmbraSession session(readScenario(JsonDocument::fromFile(arbitre::umbra::test::demoScenarioPath()), rules));
    ListDice dice(arbitre::umbra::test::DemoDice);
    arbitre::umbra::test::play(session, dice);
    const std::vector<LogEntry> entries = battleLog(session, LogLanguage::English);
    CHECK((entryOf(entries, 9, "Confrontation 2").highlights & Vert) != 0);
    const LogEntry &keep = entryOf(entries, 39, "Confrontation 2");
    CHECK((keep.highlights & Rouge) != 0);
    CHECK((keep.highlights & Vert) != 0);
    CHECK((entryOf(entries, 6, "Confrontation 1").highlights & (Vert | Rouge)) == 0); // grey (UD-90)
}
