// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_log_words.h"

#include <array>

namespace arbitre::napoleonic::detail {

namespace {

/** French and English words for one id. */
struct Words
{
    std::string_view id;
    std::string_view fr;
    std::string_view en;
};

// The terms a procedure adds itself, from the unit or the dice rather than the GM's ticks.
constexpr std::array<Words, 14> OwnTerms{{
    {"random_die", "Dé aléatoire", "Random die"},
    {"m19_random_die", "Dé aléatoire", "Random die"},
    {"d6", "Dé", "Die"},
    {"situation", "Case de situation", "Situation box"},
    {"m1_situation", "Case de situation", "Situation box"},
    {"strength", "Effectif depuis le début de la bataille", "Strength since the start of the battle"},
    {"m16_strength", "Effectif depuis le début de la bataille", "Strength since the start of the battle"},
    {"action_losses", "Pertes de l'action", "Losses in this action"},
    {"m17_action_losses", "Pertes de l'action", "Losses in this action"},
    {"no_general", "Pas de général", "No general"},
    {"control_general", "Général", "General"},
    {"formation_change", "Changement de formation", "Formation change"},
    {"allowance", "Mouvement permis", "Allowance"},
    {"terrain", "Terrain", "Terrain"},
}};

constexpr std::array<Words, 9> Procedures{{
    {"napoleonic.fire", "Tir", "Fire"},
    {"napoleonic.melee", "Corps à corps", "Melee"},
    {"napoleonic.morale", "Test de moral", "Morale test"},
    {"napoleonic.control", "Test de contrôle", "Control test"},
    {"napoleonic.reaction", "Test de réaction", "Reaction test"},
    {"napoleonic.formation", "Changement de formation", "Formation change"},
    {"napoleonic.move", "Mouvement", "Movement"},
    {"napoleonic.action", "Nouvelle action", "New action"},
    {"napoleonic.override", "Décision du MJ", "GM override"},
}};

constexpr std::array<Words, 5> Tables{{
    {"loss_table", "Table des pertes (NF-14)", "Loss table (NF-14)"},
    {"situation_table", "Table de situation (NF-35)", "Situation table (NF-35)"},
    {"control_test", "Test de contrôle (NF-45)", "Control test (NF-45)"},
    {"formation_change_pa", "Changements de formation (NF-25)", "Formation changes (NF-25)"},
    {"movement_ud", "Mouvements (NF-22, NF-23)", "Movement allowances (NF-22, NF-23)"},
}};

constexpr std::array<Words, 14> Outcomes{{
    {"no_fire", "pas de tir (NF-8 c)", "no fire (NF-8 c)"},
    {"no_loss", "aucune perte", "no loss"},
    {"fire_ineffective", "tir inefficace (NF-36 b)", "fire ineffective (NF-36 b)"},
    {"under_control", "sous contrôle", "under control"},
    {"out_of_control", "hors de contrôle", "out of control"},
    {"never", "jamais (NF-A12)", "never (NF-A12)"},
    {"not_direct", "pas directement (NF-A12)", "not directly (NF-A12)"},
    {"unlisted", "absent de la table : au MJ (NF-A13)", "not in the table: the GM decides (NF-A13)"},
    {"pace_not_allowed", "allure interdite dans cette formation", "pace not allowed in this formation"},
    {"mac", "MAC ou contre-MAC", "MAC or counter-MAC"},
    {"standing", "de pied ferme", "standing"},
    {"other", "autres raisons", "other reasons"},
    {"ret", "RET", "RET"},
    {"der", "DER", "DER"},
}};

// The rows of the formation-change table that are not formations (NF-25).
constexpr std::array<Words, 4> Shapes{{
    {"any", "toute formation", "any formation"},
    {"pivot", "pivot", "pivot"},
    {"about_face", "demi-tour", "about face"},
    {"reform", "reformation", "reform"},
}};

constexpr std::array<Words, 16> Keys{{
    {"figures", "figurines", "figures"},
    {"carried_steps", "pas de pertes reportés", "loss steps carried"},
    {"half_step", "demi-pas stocké", "half step stored"},
    {"steps_this_action", "pas perdus dans l'action", "steps lost in this action"},
    {"steps_lost_before_action", "pas perdus avant l'action", "steps lost before this action"},
    {"figures_at_action_start", "figurines au début de l'action", "figures at the start of the action"},
    {"formation", "formation", "formation"},
    {"pace", "allure", "pace"},
    {"cohesion", "cohésion", "cohesion"},
    {"box", "case de situation", "situation box"},
    {"pop", "POP", "POP"},
    {"pa_spent", "PA dépensés", "PA spent"},
    {"status", "statut", "status"},
    {"leader", "chef", "leader"},
    {"figures_at_start", "figurines à effectif complet", "figures at full strength"},
    {"type_rank", "type", "type"},
}};

template <std::size_t N> const Words *find(const std::array<Words, N> &list, std::string_view id)
{
    for (const Words &words : list)
        if (words.id == id)
            return &words;
    return nullptr;
}

template <typename List> const Named *named(const List &list, std::string_view id)
{
    for (const auto &entry : list)
        if (entry.id == id)
            return &entry;
    return nullptr;
}

} // namespace

std::string FiguresLogWords::unitName(const std::string &id) const
{
    const auto index = m_scenario.unitIndex(id);
    if (!index)
        return id;
    const std::string &name = m_scenario.units[*index].name;
    return namedWithId(name, id, m_language);
}

std::string FiguresLogWords::procedure(std::string_view kind) const
{
    const Words *words = find(Procedures, kind);
    return words ? say(words->fr, words->en) : std::string(kind);
}

std::string FiguresLogWords::term(const std::string &id) const
{
    for (const auto &list : rules().modifiers)
        if (const Named *modifier = named(list, id))
            return pickLabel(modifier->label, m_language);
    if (const Named *group = named(rules().groups, id))
        return pickLabel(group->label, m_language);
    if (const Named *terrain = named(rules().terrains, id))
        return pickLabel(terrain->label, m_language);
    const Words *words = find(OwnTerms, id);
    return words ? say(words->fr, words->en) : id;
}

std::string FiguresLogWords::table(const std::string &id) const
{
    const Words *words = find(Tables, id);
    return words ? say(words->fr, words->en) : id;
}

std::string FiguresLogWords::row(const std::string &table, const std::string &id) const
{
    if (table == "formation_change_pa") { // "from>to" (NF-25)
        const std::size_t arrow = id.find('>');
        if (arrow == std::string::npos)
            return id;
        return shape(id.substr(0, arrow)) + " → " + shape(id.substr(arrow + 1));
    }
    const Named *entry = table == "control_test"  ? named(rules().status, id)
                         : table == "movement_ud" ? static_cast<const Named *>(named(rules().paces, id))
                                                  : nullptr;
    return entry ? pickLabel(entry->label, m_language) : id;
}

std::string FiguresLogWords::column(const std::string &table, const std::string &id) const
{
    if (table == "movement_ud")
        if (const Named *formation = named(rules().formations, id))
            return pickLabel(formation->label, m_language);
    if (table == "situation_table" || table == "control_test")
        if (const Words *words = find(Outcomes, id))
            return say(words->fr, words->en);
    return id;
}

std::string FiguresLogWords::cell(const std::string &table, const std::string &text) const
{
    return table == "situation_table" ? box(text) : text;
}

std::string FiguresLogWords::result(const std::string &table, const std::string &id) const
{
    if (const Words *words = find(Outcomes, id))
        return say(words->fr, words->en);
    if (table == "situation_table") {
        if (const Named *box = named(rules().boxes, id))
            return pickLabel(box->label, m_language);
        return term(id); // the standing column's fire range (NF-36 b)
    }
    if (table == "formation_change_pa")
        return id + " PA";
    if (table == "movement_ud") {
        constexpr std::string_view Impassable = "impassable:";
        if (id.starts_with(Impassable))
            return say("infranchissable : ", "impassable: ") + term(id.substr(Impassable.size())) + " (NF-28)";
        return id + " UD";
    }
    return id;
}

std::string FiguresLogWords::key(const std::string &id) const
{
    const Words *words = find(Keys, id);
    return words ? say(words->fr, words->en) : id;
}

std::string FiguresLogWords::box(const std::string &id) const
{
    const Named *entry = named(rules().boxes, id);
    return entry ? pickLabel(entry->label, m_language) : id;
}

std::string FiguresLogWords::shape(const std::string &id) const
{
    const Named *formation = named(rules().formations, id);
    const Words *words = find(Shapes, id);
    return formation ? pickLabel(formation->label, m_language) : words ? say(words->fr, words->en) : id;
}

std::string FiguresLogWords::value(const std::string &key, const nlohmann::json &value) const
{
    if (value.is_null())
        return "—";
    if (value.is_boolean())
        return value.get<bool>() ? say("oui", "yes") : say("non", "no");
    if (value.is_object() && key == "leader") {
        std::string text = say("facteur ", "factor ") + std::to_string(value.value("factor", 0)) + ", " +
                           std::to_string(value.value("distance_ud", 0)) + " UD";
        if (value.value("struck_down", false))
            text += say(", abattu", ", struck down");
        return text;
    }
    if (!value.is_string())
        return value.dump();
    const std::string id = value.get<std::string>();
    const Named *entry = key == "formation"  ? named(rules().formations, id)
                         : key == "pace"     ? static_cast<const Named *>(named(rules().paces, id))
                         : key == "cohesion" ? named(rules().cohesion, id)
                         : key == "box"      ? static_cast<const Named *>(named(rules().boxes, id))
                         : key == "status"   ? named(rules().status, id)
                                             : nullptr;
    return entry ? pickLabel(entry->label, m_language) : id;
}

std::string FiguresLogWords::purpose(const std::string &recorded) const
{
    if (m_language != LogLanguage::French)
        return recorded;
    // What the procedure rolls for, with "of UNIT", an optional " on TARGET" and " (RULE)".
    struct Shape
    {
        std::string_view en, fr, on;
    };
    static constexpr Shape Shapes[] = {{"fire of ", "tir de ", " sur "},
                                       {"melee of ", "mêlée de ", " contre "},
                                       {"general engaged with ", "général engagé avec ", ""},
                                       {"morale test of ", "test de moral de ", ""},
                                       {"control test of ", "test de contrôle de ", ""},
                                       {"reaction test of ", "test de réaction de ", ""}};
    const std::size_t open = recorded.rfind(" (");
    if (open == std::string::npos)
        return recorded;
    const std::string rule = recorded.substr(open);
    for (const Shape &shape : Shapes) {
        if (recorded.rfind(shape.en, 0) != 0)
            continue;
        const std::string units = recorded.substr(shape.en.size(), open - shape.en.size());
        const std::size_t on = units.find(" on ");
        if (shape.on.empty() || on == std::string::npos)
            return std::string(shape.fr) + unitName(units) + rule;
        return std::string(shape.fr) + unitName(units.substr(0, on)) + std::string(shape.on) +
               unitName(units.substr(on + 4)) + rule;
    }
    return recorded;
}

} // namespace arbitre::napoleonic::detail
