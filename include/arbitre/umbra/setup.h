// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex.h"
#include "arbitre/core/hex_layout.h"
#include "arbitre/core/json_edit.h"
#include "arbitre/umbra/ids.h"
#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/scenario.h"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

/**
 * Setting up a scenario without writing JSON (the app's set-up mode). A scenario being prepared is
 * its file form (docs/scenario-format.md); every set-up action is a list of JsonEdits on that
 * document, and the scenario reader checks the result. So the app and a hand-written file obey the
 * same rules, an action the reader refuses is refused with the reader's words, and undo is the
 * inverse edits. These functions only build edits from the ruleset; they never read the scenario
 * back themselves.
 */
namespace arbitre::umbra::setup {

/** A set-up action the scenario cannot take (unknown id, a hex off the map, a levied unit dragged…). */
class SetupError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** One value a choice field may take: a ruleset id with its labels. */
struct Choice
{
    std::string id;
    Label label;
};

enum class FieldKind : std::uint8_t
{
    Text,    /**< a string (name) */
    Integer, /**< a whole number in [minimum, maximum] */
    Boolean,
    Choice, /**< one id of `choices` */
    Flags,  /**< any subset of `choices`, written as an array of ids */
};

/**
 * One attribute of a troop, personality or side as the scenario file writes it (`key` is the file's
 * key), and the values the ruleset allows. `defaultValue` is what an absent key means; the editor
 * shows it and erases the key when the GM picks it back.
 */
struct FieldSpec
{
    std::string key;         /**< "name", "type", "armement", "entrainement", "fatigue", "morale", "blesse"… */
    std::string_view ruleId; /**< the rule that defines the attribute ("UD-24"), or empty */
    FieldKind kind = FieldKind::Text;
    int minimum = 0;
    int maximum = 0;
    std::vector<Choice> choices;
    nlohmann::json defaultValue; /**< null when the key is required */
    Label label; /**< for a field named after a ruleset term (a skill's X), its labels; empty otherwise */
};

/**
 * The editable attributes of a troop given as it is in the file (its `type` decides whether
 * `base_type` or `force` apply): name, type, base_type, force, armement, entrainement, fatigue,
 * morale, blesse, adjectives (beyond its type's), status. A piétaille has no entrainement nor blesse
 * (UD-A13, UD-32), and only it may be `disloque`. `entrainement` is an Integer, the training value the
 * file writes (UD-25); its `choices` label the ruleset's levels. The defaults of fatigue and morale
 * are this troop's starting ones (UD-A11, UD-A13, UD-A14). A levy's unit (`levied`, UnitPath::levied)
 * has no `status`: it arrives at its place with the levy (UD-18).
 */
std::vector<FieldSpec> troopFields(const UmbraRuleset &rules, const nlohmann::json &troop, bool levied = false);
/** name, rank, vs, forestier, wounds, status, skills (Flags of skill ids; X and Y take the ruleset defaults). */
std::vector<FieldSpec> personalityFields(const UmbraRuleset &rules);
/**
 * The fields above, then the numbers of each skill `personality` holds (UD-46–UD-65): `skill.<id>.x`,
 * `skill.<id>.y` (Sens tactique's uses per day, UD-62) and `skill.<id>.sens` (Poliorcétique), as
 * setField() takes them.
 */
std::vector<FieldSpec> personalityFields(const UmbraRuleset &rules, const nlohmann::json &personality);
/** name, scouts, scouts_vs, command_level, for a side at the first scouts level. */
std::vector<FieldSpec> sideFields(const UmbraRuleset &rules);
/** The same for `side` as the file gives it: scouts_vs's range and default are its scouts level's (UD-39, UD-A21). */
std::vector<FieldSpec> sideFields(const UmbraRuleset &rules, const nlohmann::json &side);

/**
 * The set-up document of a scenario that has not been played: its file form (writeScenario of the
 * initial state) without the `state` snapshot and the empty `log`, which set-up edits would make stale.
 */
nlohmann::json setupDocument(const UmbraScenario &scenario);

/**
 * Reads a set-up document back into a scenario, checked by readScenario() against `ruleset`; `path`
 * is where the scenario lives (it resolves nothing, the ruleset is given) and names it in errors.
 * Throws LoadError with every problem.
 */
std::shared_ptr<UmbraScenario> readSetup(const nlohmann::json &document, const std::filesystem::path &path,
                                         std::shared_ptr<const UmbraRuleset> ruleset);

/** The value of field `key` in `object` as the file holds it (a skill number inside its skill), or null when absent. */
nlohmann::json fieldValue(const nlohmann::json &object, const std::string &key);

/** Where a unit (troop or personality) is in the scenario document. */
struct UnitPath
{
    std::string pointer; /**< "/sides/0/troops/3", "/sides/1/personalities/0", "/sides/0/levies/1/units/0" */
    int side = 0;        /**< side index */
    bool personality = false;
    bool levied = false; /**< a levy's unit: it arrives at its place, it has no hex of its own */
};

/** Finds a troop or personality by id. Throws SetupError when no unit has that id. */
UnitPath findUnit(const nlohmann::json &scenario, std::string_view id);

/**
 * A new scenario document: ruleset reference, name, a map of `terrain` everywhere, and the two sides a
 * scenario needs, empty: `side_1` "Side 1" and `side_2` "Side 2". Throws SetupError for an unknown
 * terrain or a side of the map outside 1–1000.
 */
nlohmann::json newScenario(const UmbraRuleset &rules, const std::string &rulesetRef, const std::string &name, int width,
                           int height, Orientation orientation, const std::string &terrain);

/**
 * Paints `terrain` on the cells (col, row) of the map: the rows that change, and the legend when the
 * terrain has no symbol yet (a free printable character is chosen). Cells off the map are
 * ignored; no edit when nothing changes.
 */
JsonEdits paintTerrain(const UmbraRuleset &rules, const nlohmann::json &scenario, const std::vector<OffsetCoord> &cells,
                       const std::string &terrain);

/** Puts a unit on `cell` (set-up placement, not movement). Throws SetupError for a levied unit. */
JsonEdits placeUnit(const nlohmann::json &scenario, std::string_view unitId, OffsetCoord cell);
/** Takes a unit off the map (it keeps its place in the order of battle). */
JsonEdits unplaceUnit(const nlohmann::json &scenario, std::string_view unitId);

/**
 * Sets one field of a unit or side (the object at `objectPointer`) to `value`. A value equal to the
 * field's default erases the key. Changing a troop's `type` also drops keys the new type does not
 * take (`base_type`, `force`) and adds those it needs with their first allowed value.
 */
JsonEdits setField(const UmbraRuleset &rules, const nlohmann::json &scenario, const std::string &objectPointer,
                   const std::string &key, const nlohmann::json &value);

/**
 * A fresh id for a new unit or side: `stem`, `stem_2`, `stem_3`… not used by any troop, personality,
 * side, place or levy piétaille (they share one id space).
 */
std::string freshId(const nlohmann::json &scenario, std::string_view stem);

/** Adds a side with this id and name. */
JsonEdits addSide(const nlohmann::json &scenario, const std::string &id, const std::string &name);
/**
 * Adds a troop of `type` (ruleset defaults for the rest) to a side, on `cell` when given. Its id is
 * the name's slug ("Gué de Vaudrey" -> `gue_de_vaudrey`), or the type, made fresh; a troupe montée
 * rides the first allowed base type and a machine takes the type's F (UD-22, UD-23).
 */
JsonEdits addTroop(const UmbraRuleset &rules, const nlohmann::json &scenario, int side, const std::string &type,
                   const std::string &name, const std::optional<OffsetCoord> &cell);
/** Adds a personality of the first rank, VS 0, to a side, on `cell` when given. */
JsonEdits addPersonality(const UmbraRuleset &rules, const nlohmann::json &scenario, int side, const std::string &name,
                         const std::optional<OffsetCoord> &cell);
/** Removes a troop or personality. */
JsonEdits removeUnit(const nlohmann::json &scenario, std::string_view unitId);

/** Adds a named place (lieu-dit) on `cell`, its id the name's slug; `levyPoint` false for a landmark where nobody is
 * raised. */
JsonEdits addPlace(const nlohmann::json &scenario, const std::string &name, OffsetCoord cell, bool levyPoint);
/** Removes a place; refused while a levy uses it (SetupError). */
JsonEdits removePlace(const nlohmann::json &scenario, std::string_view placeId);
/** Adds or replaces the privileged position on `cell` (UD-79), or removes it when `position` is empty. */
JsonEdits setPosition(const UmbraRuleset &rules, const nlohmann::json &scenario, OffsetCoord cell,
                      const std::string &position);
/** Marks or unmarks `cell` as a place where a defensive position may be raised (UD-80, UD-A51). */
JsonEdits setFortifySite(const nlohmann::json &scenario, OffsetCoord cell, bool site);

/**
 * Raises the ban of a domain at a place (UD-13–UD-19, UD-69): banLevy() counts the piétailles and
 * unités, and the levy plan lists `levy.cavalryUnits` units of `cavalryType` and
 * `levy.menAtArmsUnits` of `menAtArmsType`, named after the place ("Vaudrey cavalry 1", id
 * `vaudrey_cavalry_1`; piétailles "Vaudrey piétaille n"), arriving from `startDay`. Refused
 * (SetupError) at a place that is not a levy point or already raises a levy: the reader numbers a
 * levy's piétailles after its place.
 */
JsonEdits raiseLevy(const UmbraRuleset &rules, const nlohmann::json &scenario, int side, std::string_view placeId,
                    int startDay, const Domain &domain, const std::string &cavalryType,
                    const std::string &menAtArmsType);

} // namespace arbitre::umbra::setup
