// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A Vive l'Empereur ! scenario read all-or-nothing: every unknown id, hex off the map and
// duplicate id reported at its pointer; and written back the same way.
#include "arbitre/core/ruleset_json.h"
#include "common/session_support.h"
#include "ve_scenario_support.h"

#include <algorithm>
#include <set>

namespace arbitre::napoleonic {

using nlohmann::json;

namespace {

constexpr std::array<std::string_view, 3> ArmIds{"infanterie", "cavalerie", "artillerie"};
constexpr std::array<std::string_view, 2> FreshnessIds{"fraiche", "fatiguee"};
constexpr std::array<std::string_view, 3> CohesionIds{"vaillante", "decouragee", "deroute"};
constexpr std::array<std::string_view, 4> LeaderStatusIds{"active", "killed", "captured", "removed"};
constexpr std::int64_t MaxValue = 99;
// Far beyond any battle of the game; with MaxValue no sum of a stack, a fire or a melee can come near an int's range.
constexpr std::size_t MaxUnitsPerSide = 1000;
constexpr std::size_t MaxLeadersPerSide = 1000;
constexpr std::size_t MaxSides = 32; // refused beyond two anyway (VE-33); not read past this

int intOf(const JsonNode &node, int fallback, std::int64_t min = 0, std::int64_t max = MaxValue)
{
    return static_cast<int>(node.integerOr(fallback, min, max));
}

std::string formationIds(const VeRuleset &rules, VeArm arm)
{
    std::string out;
    for (const VeFormation &f : rules.formations) {
        if (f.arm == arm)
            out += (out.empty() ? "" : ", ") + f.id;
    }
    return out;
}

/** Reads the scenario body; one instance per file. */
class Reader
{
public:
    explicit Reader(VeScenario &scenario) : m_scenario(scenario) {}

    void readSides(const JsonNode &sides);
    void checkLeaders();

private:
    VeScenario &m_scenario;
    std::set<std::string, std::less<>> m_ids;
    std::vector<JsonNode> m_leaderNodes;

    std::string claimId(const JsonNode &node);
    void readUnit(const JsonNode &node, std::size_t side);
    void readLeader(const JsonNode &node, std::size_t side);
    std::string readFacing(const JsonNode &node);
};

std::string Reader::claimId(const JsonNode &node)
{
    const std::string id = readBoundedString(node, MaxIdLength, "an id").value_or("");
    if (node.exists() && node.value()->is_string() && id.empty())
        node.error("an id is not empty");
    // Events name units and leaders by id, across both sides.
    else if (!id.empty() && !m_ids.insert(id).second)
        node.error("duplicate id '" + id + "'");
    return id;
}

std::string Reader::readFacing(const JsonNode &node)
{
    if (!node.exists())
        return "";
    const auto &ids = veFacingIds(m_scenario.map.grid.orientation);
    const std::optional<std::size_t> index = node.oneOf(ids);
    return index ? std::string(ids[*index]) : "";
}

void Reader::readUnit(const JsonNode &node, std::size_t side)
{
    if (!node.requireObject())
        return;
    node.allowOnlyKeys({"id",         "name",         "arm",       "fire_front", "fire_back", "shock_front",
                        "shock_back", "column_value", "moral",     "quality",    "max_range", "mp_front",
                        "mp_back",    "loss_steps",   "freshness", "cohesion",   "formation", "losses",
                        "commanded",  "skirmishers",  "hex",       "facing",     "eliminated"});
    const VeRuleset &rules = m_scenario.ruleset();
    VePiece piece;
    piece.side = side;
    if (!node["id"].exists())
        node.error("missing key 'id'");
    piece.id = claimId(node["id"]);
    piece.name = readName(node["name"], piece.id);
    VeUnit &u = piece.unit;
    u.arm = static_cast<VeArm>(node["arm"].oneOfOr(0, ArmIds));
    u.fireFront = intOf(node["fire_front"], 0);
    u.fireBack = intOf(node["fire_back"], u.fireFront); // VE-A7: the back, read when Fatiguée
    u.shockFront = intOf(node["shock_front"], 0);
    u.shockBack = intOf(node["shock_back"], u.shockFront);
    u.columnValue = intOf(node["column_value"], 0); // VE-A47
    u.moral = intOf(node["moral"], 0, -MaxValue);   // VE-80
    u.quality = intOf(node["quality"], 0, 0, 9);    // VE-30: a d10 read 0–9
    u.maxRange = intOf(node["max_range"], 0);       // VE-46
    piece.mpFront = intOf(node["mp_front"], 0);
    piece.mpBack = intOf(node["mp_back"], piece.mpFront);
    piece.lossSteps = intOf(node["loss_steps"], 1, 1);
    u.freshness = static_cast<Freshness>(node["freshness"].oneOfOr(0, FreshnessIds));
    u.cohesion = static_cast<Cohesion>(node["cohesion"].oneOfOr(0, CohesionIds));
    const auto first = std::find_if(rules.formations.begin(), rules.formations.end(),
                                    [&](const VeFormation &f) { return f.arm == u.arm; });
    u.formation = node["formation"].stringOr(first == rules.formations.end() ? "" : first->id);
    if (!rules.formation(u.arm, u.formation))
        node["formation"].error("unknown formation '" + u.formation + "' for " +
                                std::string(ArmIds[static_cast<std::size_t>(u.arm)]) + "; the ruleset has " +
                                formationIds(rules, u.arm));
    u.losses = intOf(node["losses"], 0);
    if (u.losses > piece.lossSteps)
        node["losses"].error("more losses than its " + std::to_string(piece.lossSteps) + " loss steps");
    u.commanded = node["commanded"].booleanOr(true);      // VE-26
    u.skirmishers = node["skirmishers"].booleanOr(false); // VE-A36
    if (const JsonNode hex = node["hex"]; hex.exists() && !hex.value()->is_null())
        piece.hex = ve::readHex(hex, m_scenario.map);
    piece.facing = readFacing(node["facing"]);
    piece.eliminated = node["eliminated"].booleanOr(false);
    m_scenario.initial.units.push_back(std::move(piece));
}

void Reader::readLeader(const JsonNode &node, std::size_t side)
{
    if (!node.requireObject())
        return;
    node.allowOnlyKeys({"id", "name", "bonus", "activation", "attached", "hex", "status"});
    VeLeaderPiece leader;
    leader.side = side;
    if (!node["id"].exists())
        node.error("missing key 'id'");
    leader.id = claimId(node["id"]);
    leader.name = readName(node["name"], leader.id);
    leader.bonus = intOf(node["bonus"], 0);           // VE-63, VE-82
    leader.activation = intOf(node["activation"], 0); // VE-35
    leader.attached = node["attached"].stringOr("");
    if (const JsonNode hex = node["hex"]; hex.exists() && !hex.value()->is_null())
        leader.hex = ve::readHex(hex, m_scenario.map);
    leader.status = std::string(LeaderStatusIds[node["status"].oneOfOr(0, LeaderStatusIds)]);
    m_scenario.initial.leaders.push_back(std::move(leader));
    m_leaderNodes.push_back(node);
}

void Reader::readSides(const JsonNode &sides)
{
    if (!sides.requireArray())
        return;
    std::set<std::string, std::less<>> sideIds;
    const std::vector<JsonNode> items = sides.items();
    if (!checkAtMost(sides, items.size(), MaxSides, "sides"))
        return;
    for (const JsonNode &item : items) {
        if (!item.requireObject())
            continue;
        item.allowOnlyKeys({"id", "name", "ca_bonus", "attacker", "units", "leaders"});
        VeSide side{item["id"].string().value_or(""), "", 0, false};
        side.name = readName(item["name"], side.id);
        if (const std::size_t length = characterCount(side.id); length > MaxIdLength)
            item["id"].error("an id has at most " + std::to_string(MaxIdLength) + " characters, got " +
                             std::to_string(length));
        if (!side.id.empty() && !sideIds.insert(side.id).second)
            item["id"].error("duplicate side id '" + side.id + "'");
        side.caBonus = intOf(item["ca_bonus"], 0);         // VE-35
        side.attacker = item["attacker"].booleanOr(false); // VE-35
        const std::size_t index = m_scenario.sides.size();
        m_scenario.sides.push_back(std::move(side));
        if (const JsonNode units = item["units"]; units.requireArray()) {
            const std::vector<JsonNode> entries = units.items();
            if (checkAtMost(units, entries.size(), MaxUnitsPerSide, "units on a side"))
                for (const JsonNode &entry : entries)
                    readUnit(entry, index);
        }
        if (const JsonNode leaders = item["leaders"]; leaders.exists() && leaders.requireArray()) {
            const std::vector<JsonNode> entries = leaders.items();
            if (checkAtMost(leaders, entries.size(), MaxLeadersPerSide, "leaders on a side"))
                for (const JsonNode &entry : entries)
                    readLeader(entry, index);
        }
    }
    // VE-33, VE-35: the initiative and the activation order are between two sides.
    if (m_scenario.sides.size() != 2)
        sides.error("a Vive l'Empereur ! battle has two sides, got " + std::to_string(m_scenario.sides.size()));
    if (std::count_if(m_scenario.sides.begin(), m_scenario.sides.end(), [](const VeSide &s) { return s.attacker; }) > 1)
        sides.error("at most one side is the attacker (VE-35)");
}

// A leader stands with a unit of his side, or alone on a hex; not both.
void Reader::checkLeaders()
{
    for (std::size_t i = 0; i < m_scenario.initial.leaders.size(); ++i) {
        const VeLeaderPiece &leader = m_scenario.initial.leaders[i];
        const JsonNode &node = m_leaderNodes[i];
        if (!leader.attached.empty()) {
            const auto unit = m_scenario.unitIndex(leader.attached);
            if (!unit)
                node["attached"].error("no unit '" + leader.attached + "' in this scenario");
            else if (m_scenario.initial.units[*unit].side != leader.side)
                node["attached"].error("unit '" + leader.attached + "' is not of this leader's side");
            if (node["hex"].exists())
                node["hex"].error("an attached leader stands on his unit's hex; give 'attached' or 'hex', not both");
        }
    }
}

} // namespace

std::string_view veArmId(VeArm arm)
{
    return ArmIds[static_cast<std::size_t>(arm)];
}

std::string_view freshnessId(Freshness freshness)
{
    return FreshnessIds[static_cast<std::size_t>(freshness)];
}

std::string_view cohesionId(Cohesion cohesion)
{
    return CohesionIds[static_cast<std::size_t>(cohesion)];
}

std::optional<Hex> VeState::leaderHex(const VeLeaderPiece &leader) const
{
    if (leader.attached.empty())
        return leader.hex;
    for (const VePiece &piece : units) {
        if (piece.id == leader.attached)
            return piece.hex;
    }
    return std::nullopt;
}

std::optional<int> VeState::leaderBonus(std::size_t index) const
{
    std::optional<int> best;
    for (const VeLeaderPiece &leader : leaders) {
        if (leader.active() && leader.attached == units[index].id && (!best || leader.bonus > *best))
            best = leader.bonus; // VE-A40: one general counts, the best
    }
    return best;
}

std::optional<std::size_t> VeScenario::unitIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < initial.units.size(); ++i) {
        if (initial.units[i].id == id)
            return i;
    }
    return std::nullopt;
}

std::optional<std::size_t> VeScenario::leaderIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < initial.leaders.size(); ++i) {
        if (initial.leaders[i].id == id)
            return i;
    }
    return std::nullopt;
}

json vePieceJson(const VeScenario &scenario, const VePiece &piece)
{
    const VeUnit &u = piece.unit;
    json out{{"id", piece.id},
             {"name", piece.name},
             {"arm", std::string(veArmId(u.arm))},
             {"fire_front", u.fireFront},
             {"fire_back", u.fireBack},
             {"shock_front", u.shockFront},
             {"shock_back", u.shockBack},
             {"column_value", u.columnValue},
             {"moral", u.moral},
             {"quality", u.quality},
             {"max_range", u.maxRange},
             {"mp_front", piece.mpFront},
             {"mp_back", piece.mpBack},
             {"loss_steps", piece.lossSteps},
             {"freshness", std::string(freshnessId(u.freshness))},
             {"cohesion", std::string(cohesionId(u.cohesion))},
             {"formation", u.formation},
             {"losses", u.losses},
             {"commanded", u.commanded},
             {"skirmishers", u.skirmishers}};
    out["hex"] = piece.hex ? veHexJson(scenario.map, *piece.hex) : json();
    if (!piece.facing.empty())
        out["facing"] = piece.facing;
    out["eliminated"] = piece.eliminated;
    return out;
}

json veLeaderJson(const VeScenario &scenario, const VeLeaderPiece &leader)
{
    json out{{"id", leader.id}, {"name", leader.name}, {"bonus", leader.bonus}, {"activation", leader.activation}};
    if (!leader.attached.empty())
        out["attached"] = leader.attached;
    else
        out["hex"] = leader.hex ? veHexJson(scenario.map, *leader.hex) : json();
    out["status"] = leader.status;
    return out;
}

std::shared_ptr<const VeScenario> readVeScenario(const JsonDocument &document, std::shared_ptr<const VeRuleset> ruleset)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto scenario = std::make_shared<VeScenario>(document.path(), ruleset);
    if (!root.requireObject())
        reader.throwIfErrors();
    root.allowOnlyKeys({"$schema", "ruleset", "name", "description", "map", "sides", "log", "state", "bookmarks"});
    scenario->rulesetRef = root["ruleset"].string().value_or("");
    scenario->name = readName(root["name"]);
    session::readKeptKeys(root, scenario->extra, scenario->log);
    // The map first: units and leaders stand on its hexes.
    const JsonNode map = root["map"];
    if (!map.exists())
        root.error("missing key 'map'");
    else
        ve::readMap(map, *ruleset, scenario->map);
    Reader body(*scenario);
    body.readSides(root["sides"]);
    body.checkLeaders();
    reader.throwIfErrors();
    return scenario;
}

} // namespace arbitre::napoleonic
