// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/session.h"
#include "gui_fixtures.h"
#include "umbra/docks/field_editor.h"
#include "umbra/docks/inspector_dock.h"
#include "umbra/umbra_document.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <fstream>

using arbitre::gui::FieldEditor;
using arbitre::gui::InspectorDock;
using arbitre::gui::Selection;
using arbitre::gui::UmbraDocument;

namespace {

std::unique_ptr<UmbraDocument> openDemo()
{
    return arbitre::test::openDocument<arbitre::gui::UmbraDocument>(
        QString::fromUtf8(ARBITRE_SOURCE_DIR "/resources/scenarios/battle-of-vaudrey-ford.json"));
}

const arbitre::umbra::Troop &troop(const UmbraDocument &document, const std::string &id)
{
    for (const auto &side : document.state().sides)
        for (const auto &candidate : side.troops)
            if (candidate.id == id)
                return candidate;
    FAIL("no troop " << id);
    throw std::logic_error("unreachable");
}

template <typename Widget> Widget *editorOf(const InspectorDock &inspector, const char *key)
{
    FieldEditor *field = inspector.fieldEditor(QString::fromUtf8(key));
    REQUIRE(field != nullptr);
    auto *widget = qobject_cast<Widget *>(field->editor());
    REQUIRE(widget != nullptr);
    return widget;
}

} // namespace

TEST_CASE("The inspector shows a troop's attributes and its Force breakdown", "[inspector]")
{
    auto document = openDemo();
    InspectorDock inspector;
    inspector.setDocument(document.get());
    inspector.show();
    CHECK(inspector.fieldEditor(QStringLiteral("name")) == nullptr); // nothing selected

    document->select({Selection::Kind::Unit, "mf_garde", {}});
    CHECK(editorOf<QLineEdit>(inspector, "name")->text() == QStringLiteral("Garde de la Tour"));
    CHECK(editorOf<QComboBox>(inspector, "armement")->currentData().toString() == QStringLiteral("bien"));
    CHECK(editorOf<QComboBox>(inspector, "armement")->isVisible());

    arbitre::Breakdown breakdown;
    const int force = arbitre::umbra::troopForce(document->ruleset(), troop(*document, "mf_garde"), &breakdown);
    QTableWidget *table = inspector.forceTable();
    REQUIRE(table->rowCount() == static_cast<int>(breakdown.size()) + 1);
    for (int row = 0; row < static_cast<int>(breakdown.size()); ++row) {
        const std::string_view rule = breakdown[static_cast<std::size_t>(row)].ruleId;
        CHECK(table->item(row, 2)->text() == QString::fromUtf8(rule.data(), static_cast<qsizetype>(rule.size())));
        // Ruleset ids are shown by their label, never raw.
        CHECK(table->item(row, 0)->text() !=
              QString::fromUtf8(breakdown[static_cast<std::size_t>(row)].label.data(),
                                static_cast<qsizetype>(breakdown[static_cast<std::size_t>(row)].label.size())));
    }
    CHECK(table->item(table->rowCount() - 1, 1)->text() == QString::number(force));

    SECTION("a side shows its own fields, a personality its own")
    {
        document->select({Selection::Kind::Side, "brisemont", {}});
        CHECK(inspector.fieldEditor(QStringLiteral("armement")) == nullptr);
        CHECK(inspector.fieldEditor(QStringLiteral("scouts")) != nullptr);
        document->select({Selection::Kind::Unit, "hugues", {}});
        CHECK(inspector.fieldEditor(QStringLiteral("rank")) != nullptr);
        CHECK(inspector.fieldEditor(QStringLiteral("skills")) != nullptr);
    }
}

TEST_CASE("Inspector edits are undoable set-up steps", "[inspector]")
{
    auto document = openDemo();
    InspectorDock inspector;
    inspector.setDocument(document.get());
    inspector.show();
    document->select({Selection::Kind::Unit, "mf_garde", {}});
    QUndoStack *stack = document->undoStack();
    const int armement = troop(*document, "mf_garde").armement;

    SECTION("choosing another armament changes the troop, in one undo step")
    {
        auto *combo = editorOf<QComboBox>(inspector, "armement");
        const int exceptional = combo->findData(QStringLiteral("exceptionnel"));
        REQUIRE(exceptional >= 0);
        combo->setCurrentIndex(exceptional);
        CHECK(stack->count() == 1);
        const int changed = troop(*document, "mf_garde").armement;
        CHECK(changed != armement);
        CHECK(document->ruleset().armement[static_cast<std::size_t>(changed)].id == "exceptionnel");
        // The editor still shows the document's value after the rebuild.
        CHECK(editorOf<QComboBox>(inspector, "armement")->currentData().toString() == QStringLiteral("exceptionnel"));
        stack->undo();
        CHECK(troop(*document, "mf_garde").armement == armement);
        CHECK(editorOf<QComboBox>(inspector, "armement")->currentData().toString() == QStringLiteral("bien"));
    }

    SECTION("training takes only the ruleset's values, and successive spins make one step")
    {
        auto *spin = editorOf<QSpinBox>(inspector, "entrainement");
        int low = 0;
        int high = 0;
        for (const auto &level : document->ruleset().entrainement) {
            low = std::min(low, level.force);
            high = std::max(high, level.force);
        }
        CHECK(spin->minimum() == low);
        CHECK(spin->maximum() == high);
        spin->setValue(high + 3);
        CHECK(spin->value() == high);
        CHECK(troop(*document, "mf_garde").training == high);
        spin->setValue(low);
        CHECK(troop(*document, "mf_garde").training == low);
        CHECK(stack->count() == 1);
        stack->undo();
        CHECK(troop(*document, "mf_garde").training == 1);
    }

    SECTION("a refused edit shows why, changes nothing and puts the editor back")
    {
        // A value the ruleset does not offer (as a hand-edited file might hold): set-up refuses it.
        FieldEditor *field = inspector.fieldEditor(QStringLiteral("armement"));
        REQUIRE(field != nullptr);
        field->setValue("sans_armes");
        field->setValue("bien");
        auto *combo = editorOf<QComboBox>(inspector, "armement");
        const std::string before = document->setup().dump();
        combo->setCurrentIndex(combo->findData(QStringLiteral("sans_armes")));
        INFO(inspector.errorText().toStdString());
        CHECK(inspector.errorText().contains(QStringLiteral("sans_armes")));
        CHECK(document->setup().dump() == before);
        CHECK(stack->count() == 0);
        CHECK(troop(*document, "mf_garde").armement == armement);
        CHECK(editorOf<QComboBox>(inspector, "armement")->currentData().toString() == QStringLiteral("bien"));

        // The next good edit clears the message.
        combo->setCurrentIndex(combo->findData(QStringLiteral("pietre")));
        CHECK(inspector.errorText().isEmpty());
        CHECK(stack->count() == 1);
    }
}

TEST_CASE("Once the battle has begun the inspector only reads", "[inspector]")
{
    // A session one movement step in: the log is no longer empty, so set-up is over.
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("played.json"));
    {
        auto setup = openDemo();
        arbitre::umbra::UmbraSession session(std::make_shared<arbitre::umbra::UmbraScenario>(setup->scenario()));
        const auto &state = session.state();
        REQUIRE_FALSE(state.moveOrder.empty());
        session.move(state.sides[static_cast<std::size_t>(state.moveOrder.front())].id, {});
        std::ofstream(path.toStdString()) << session.toJson(path.toStdString()).dump(2);
    }
    auto document = arbitre::test::openDocument<arbitre::gui::UmbraDocument>(path);
    REQUIRE_FALSE(document->inSetup());
    InspectorDock inspector;
    inspector.setDocument(document.get());
    inspector.show();

    for (const auto &[kind, id] : {std::pair{Selection::Kind::Unit, "mf_garde"},
                                   {Selection::Kind::Unit, "hugues"},
                                   {Selection::Kind::Side, "montfaucon"}}) {
        document->select({kind, id, {}});
        for (const char *key : {"name", "type", "armement", "entrainement", "rank", "vs", "skills", "scouts"})
            CHECK(inspector.fieldEditor(QString::fromUtf8(key)) == nullptr);
        for (const QWidget *editor : inspector.findChildren<QWidget *>()) {
            const bool editable = qobject_cast<const QLineEdit *>(editor) || qobject_cast<const QSpinBox *>(editor) ||
                                  qobject_cast<const QComboBox *>(editor);
            CHECK_FALSE((editable && editor->isVisible()));
        }
    }
    // The attributes are still shown, read from the state.
    document->select({Selection::Kind::Unit, "mf_garde", {}});
    const QStringList texts = [&] {
        QStringList all;
        for (const QLabel *label : inspector.findChildren<QLabel *>())
            if (label->isVisible())
                all << label->text();
        return all;
    }();
    INFO(texts.join(QStringLiteral(" | ")).toStdString());
    CHECK(texts.contains(QStringLiteral("Good")));        // armement "bien"
    CHECK(texts.contains(QStringLiteral("Disciplined"))); // its morale
}
