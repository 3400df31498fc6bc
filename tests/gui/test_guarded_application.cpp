// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The app's guard against defects (issue 19): an exception thrown from an event handler reaches the GM as
// a message, the event is dropped and the app goes on; it never terminates the app with unsaved work.
// GuardedApplication::notify delivers every event through deliverGuarded, proven here under the tests'
// own QApplication (a process has one).
#include "shell/application.h"

#include <QApplication>
#include <QEvent>
#include <QMessageBox>
#include <QTimer>

#include <catch2/catch.hpp>

#include <stdexcept>

namespace {

/** An object whose event handler fails as a defect would. */
class Faulty : public QObject
{
public:
    bool throwStd = true;
    int handled = 0;

protected:
    bool event(QEvent *event) override
    {
        if (event->type() != QEvent::User)
            return QObject::event(event);
        ++handled;
        if (throwStd)
            throw std::logic_error("the unit index 7 is out of range");
        throw 42;
    }
};

/** The text of the modal dialog the next event loop shows, which it then closes as the GM's OK does. */
struct DialogWatcher
{
    QString title;
    QString text;
    int shown = 0;

    void arm()
    {
        QTimer::singleShot(0, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            ++shown;
            title = box->windowTitle();
            text = box->text();
            box->accept();
        });
    }
};

/** One User event to `receiver`, delivered as GuardedApplication::notify delivers it. */
bool sendGuarded(QObject *receiver)
{
    QEvent event(QEvent::User);
    return arbitre::gui::deliverGuarded([&] { return QApplication::instance()->notify(receiver, &event); });
}

} // namespace

TEST_CASE("GuardedApplication: an exception thrown by an event handler is shown to the GM as a message, the app "
          "goes on",
          "[guarded]")
{
    Faulty faulty;
    DialogWatcher dialog;
    dialog.arm();
    CHECK_FALSE(sendGuarded(&faulty)); // dropped, not terminated: we are still here
    CHECK(faulty.handled == 1);
    CHECK(dialog.shown == 1);
    CHECK(dialog.title == QStringLiteral("Unexpected error"));
    CHECK(dialog.text.contains(QStringLiteral("the unit index 7 is out of range")));
    CHECK(dialog.text.contains(QStringLiteral("save your work under a new name")));

    // Anything thrown, not only a std::exception, and again: each defect is reported.
    faulty.throwStd = false;
    dialog.arm();
    CHECK_FALSE(sendGuarded(&faulty));
    CHECK(faulty.handled == 2);
    CHECK(dialog.shown == 2);
    CHECK(dialog.text.contains(QStringLiteral("unknown error")));

    // An event handled without error passes through untouched.
    QObject plain;
    QEvent ordinary(QEvent::User);
    CHECK_NOTHROW(arbitre::gui::deliverGuarded([&] { return QApplication::instance()->notify(&plain, &ordinary); }));
    bool delivered = false;
    CHECK(arbitre::gui::deliverGuarded([&] { return delivered = true; }));
    CHECK(delivered);
    CHECK(dialog.shown == 2);
}

TEST_CASE("GuardedApplication: the message names the error and asks for a report", "[guarded]")
{
    const QString text = arbitre::gui::unexpectedErrorText(QStringLiteral("boom"));
    CHECK(text.endsWith(QStringLiteral("\n\nboom")));
    CHECK(text.contains(QStringLiteral("the action was not completed")));
    CHECK(arbitre::gui::unexpectedErrorText(QString()).endsWith(QStringLiteral("unknown error")));
}
