// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A GM at the window: plays the demo's orders file through the app's own gestures and dialogs, with
// the dice typed one key at a time (the play tests and the GM guide's screenshots).

#include "arbitre/core/json_document.h"
#include "gui_fixtures.h"
#include "umbra/dialogs/play_dialogs.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/map/hex_map_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>

#include <catch2/catch.hpp>

#include <algorithm>

namespace arbitre::test {

using nlohmann::json;
using umbra::Phase;

inline const std::vector<int> DemoDice{4, 8, 6, 8, 7, 2, 5, 9, 3, 5, 8, 4, 6, 7, 9, 7, 1, 10, 2, 5};

inline json demoOrders()
{
    return JsonDocument::fromFile(sourcePath("resources/scenarios/battle-of-vaudrey-ford.orders.json").toStdString())
        .root();
}

inline QAction *action(gui::UmbraWindow &window, const char *name)
{
    auto *found = window.findChild<QAction *>(QString::fromUtf8(name));
    REQUIRE(found);
    return found;
}

/** The GM plays one entry of the orders file through the window: orders, dialogs, typed dice. */
class Gm
{
public:
    Gm(gui::UmbraWindow &window, std::size_t &nextDie) : m_window(window), m_doc(*window.document()), m_die(nextDie) {}

    void movement(const json &entry)
    {
        const json moves = entry.value("moves", json::object());
        const json conditionals = entry.value("conditional", json::object());
        while (m_doc.state().phase == Phase::Movement) {
            const std::string side = m_doc.movingSide();
            for (const json &order : moves.value(side, json::array()))
                give(order);
            for (const json &conditional : conditionals.value(side, json::array())) {
                m_doc.select({gui::Selection::Kind::Unit, conditional["order"]["unit"].get<std::string>(), {}});
                action(m_window, "conditional")->trigger();
                auto *dialog = m_window.findChild<gui::ConditionalOrderDialog *>();
                REQUIRE(dialog);
                dialog->findChild<QLineEdit *>()->setText(QString::fromStdString(conditional["trigger"]));
                const auto spins = dialog->findChildren<QSpinBox *>();
                spins[0]->setValue(conditional["order"]["to"][0]);
                spins[1]->setValue(conditional["order"]["to"][1]);
                dialog->accept();
                QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            }
            CHECK(m_window.stepLabel()->text().contains(QString::fromStdString(m_doc.state().sides[0].name)) |
                  m_window.stepLabel()->text().contains(QString::fromStdString(m_doc.state().sides[1].name)));
            m_window.nextStep();
            INFO(m_window.lastError().toStdString());
            REQUIRE(m_window.lastError().isEmpty());
        }
        if (m_doc.state().phase == Phase::Conditional) {
            auto *dialog = qobject_cast<gui::ConditionalsDialog *>(m_window.nextStep());
            REQUIRE(dialog);
            const auto boxes = dialog->findChildren<QCheckBox *>();
            const std::vector<bool> fire = entry.at("fire");
            REQUIRE(boxes.size() == static_cast<qsizetype>(fire.size()));
            for (std::size_t i = 0; i < fire.size(); ++i)
                boxes[static_cast<qsizetype>(i)]->setChecked(fire[i]);
            dialog->accept();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
    }

    void confrontations(const json &entry)
    {
        REQUIRE(m_doc.state().phase == Phase::Confrontation);
        gui::ConfrontationDock &dock = *m_window.confrontationDock();
        for (const umbra::DraftConfrontation &item : m_doc.turnDraft()->items()) {
            const int index = item.confrontation;
            dock.showConfrontation(index);
            // One key press per die, as on the table: 0 means 10.
            while (!m_doc.turnDraft()->find(index)->complete) {
                const int die = DemoDice.at(m_die++);
                QTest::keyClick(&dock, static_cast<Qt::Key>(Qt::Key_0 + die % 10));
            }
            CHECK(dock.view()->toPlainText().contains(QCoreApplication::translate("PlayText", "Draw %1:").arg(1)));
            for (const json &orders : entry.value("confrontations", json::array()))
                if (orders["confrontation"] == index + 1 && orders.contains("allocation"))
                    allocate(index, orders["allocation"]);
        }
        m_window.nextStep();
        INFO(m_window.lastError().toStdString());
        REQUIRE(m_window.lastError().isEmpty());
    }

    void endOfDay()
    {
        REQUIRE(m_doc.state().phase == Phase::EndOfDay);
        auto *dialog = qobject_cast<gui::RallyDialog *>(m_window.nextStep());
        REQUIRE(dialog);
        for (std::size_t row = 0; row < dialog->rows(); ++row)
            dialog->setDie(row, DemoDice.at(m_die++), DieSource::Entered);
        dialog->accept();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        REQUIRE(m_window.lastError().isEmpty());
    }

    /** One unit order of an orders file: a drop on the map for a move, the Play menu otherwise. */
    void give(const json &order)
    {
        const std::string unit = order.at("unit");
        m_doc.select({gui::Selection::Kind::Unit, unit, {}});
        const std::string what = order.value("action", "deplacement");
        if (what == "consolider") {
            action(m_window, "consolidate")->trigger();
        } else if (what == "lever_position_defensive") {
            action(m_window, "build-position")->trigger();
        } else {
            const OffsetCoord cell{order["to"][0], order["to"][1]};
            // The reach shown on the map is what the drop accepts, forced march included (UD-74).
            const auto &reach = m_window.mapView()->overlay().reach;
            const auto shown = std::find_if(reach.begin(), reach.end(), [&](const auto &r) { return r.cell == cell; });
            REQUIRE(shown != reach.end());
            CHECK(shown->forcedMarch == order.value("forced_march", false));
            Q_EMIT m_window.mapView()->unitDropped(QString::fromStdString(unit), cell);
        }
        INFO(unit << ": " << m_window.lastError().toStdString());
        REQUIRE(m_window.lastError().isEmpty());
        REQUIRE(m_doc.pendingOrder(unit));
    }

    /** The allocation dialog, each loss given to the unit the orders file names. */
    void allocate(int confrontation, const json &allocation)
    {
        auto *dialog = qobject_cast<gui::AllocationDialog *>(m_window.allocateLosses(confrontation));
        REQUIRE(dialog);
        for (std::size_t i = 0; i < allocation.size(); ++i) {
            QComboBox *box = dialog->targetBox(i);
            REQUIRE(box);
            const int at = box->findData(QString::fromStdString(allocation[i].get<std::string>()));
            REQUIRE(at >= 0);
            box->setCurrentIndex(at);
            Q_EMIT box->activated(at);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
        dialog->accept();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

private:
    gui::UmbraWindow &m_window;
    gui::UmbraDocument &m_doc;
    std::size_t &m_die;
};

} // namespace arbitre::test
