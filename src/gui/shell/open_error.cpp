// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "open_error.h"

#include "arbitre/core/diagnostic.h"
#include "arbitre/core/file_kind.h"
#include "arbitre/modules/registry.h"
#include "common/document.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <string>

namespace arbitre::gui {

namespace {

constexpr int MinimumWidth = 560;

/** The display name of a ruleset's system ("Umbra Draconis"), or its id when no module reads it. */
QString systemName(const std::string &system)
{
    const RuleModule *module = shippedModules().find(system);
    return QString::fromStdString(module != nullptr ? std::string(module->displayName()) : system);
}

} // namespace

QString OpenError::text() const
{
    return summary + QLatin1Char('\n') + explanation + QStringLiteral("\n\n") + details;
}

OpenError describeOpenError(const QString &path, const std::exception &error)
{
    const QString name = QFileInfo(path).fileName();
    OpenError described{OpenErrorDialog::tr("Cannot open %1").arg(name), {}, {}, describeError(path, error)};
    const FileClassification kind = dynamic_cast<const LoadError *>(&error) != nullptr
                                        ? classifyFile(toFilePath(path))
                                        : FileClassification{FileKind::Invalid, {}, 0};
    switch (kind.kind) {
    case FileKind::NotJson:
        described.summary = OpenErrorDialog::tr("This is not an Arbitre file.");
        described.explanation =
            OpenErrorDialog::tr("“%1” is not a text file Arbitre can read: an image, a document or another "
                                "program's file, perhaps renamed. Arbitre opens the scenarios and saved sessions "
                                "of its rule systems.")
                .arg(name);
        break;
    case FileKind::NotArbitre:
        described.summary = OpenErrorDialog::tr("This is not an Arbitre file.");
        described.explanation = OpenErrorDialog::tr("“%1” is a JSON file, but not a scenario or a saved session: it "
                                                    "names no ruleset and no rule system.")
                                    .arg(name);
        break;
    case FileKind::Ruleset:
        described.summary = OpenErrorDialog::tr("This is a ruleset: open a scenario that uses it.");
        described.explanation =
            OpenErrorDialog::tr("“%1” holds the rules of %2, not a battle. Open a scenario or a saved session of %2 "
                                "(File ▸ Open a Demo has some), or make a new one with File ▸ New.")
                .arg(name, systemName(kind.system));
        break;
    case FileKind::Truncated:
        described.summary = OpenErrorDialog::tr("The file ends early, at line %1.").arg(kind.endLine);
        described.explanation =
            OpenErrorDialog::tr("“%1” was cut short, perhaps by a copy or a save that was interrupted. Open an "
                                "earlier copy of it; nothing was opened.")
                .arg(name);
        break;
    case FileKind::Unreadable:
        described.summary = OpenErrorDialog::tr("The file cannot be read.");
        described.explanation =
            OpenErrorDialog::tr("“%1” is missing, is a folder, is too large, or you may not read it.").arg(name);
        break;
    case FileKind::Invalid:
        described.summary = OpenErrorDialog::tr("This file has mistakes.");
        described.explanation = OpenErrorDialog::tr("“%1” is an Arbitre file, but it (or the ruleset it names) has "
                                                    "the problems listed below, each with its line and column.")
                                    .arg(name);
        break;
    }
    return described;
}

OpenErrorDialog::OpenErrorDialog(const OpenError &error, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("open-error"));
    setWindowTitle(error.title);
    setMinimumWidth(MinimumWidth);

    auto *icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    icon->setAlignment(Qt::AlignTop);
    auto *summary = new QLabel(QStringLiteral("<b>%1</b>").arg(error.summary.toHtmlEscaped()), this);
    summary->setObjectName(QStringLiteral("summary"));
    summary->setWordWrap(true);
    auto *explanation = new QLabel(error.explanation, this);
    explanation->setObjectName(QStringLiteral("explanation"));
    explanation->setWordWrap(true);
    explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *detailsLabel = new QLabel(tr("Details, for designers (file:line:column: JSON pointer: problem):"), this);
    auto *details = new QPlainTextEdit(error.details, this);
    details->setObjectName(QStringLiteral("details"));
    details->setReadOnly(true);
    details->setLineWrapMode(QPlainTextEdit::NoWrap);
    details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const int lines = std::clamp(static_cast<int>(error.details.count(QLatin1Char('\n'))) + 2, 3, 10);
    details->setFixedHeight(details->fontMetrics().lineSpacing() * lines + 12);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);

    auto *text = new QVBoxLayout;
    text->addWidget(summary);
    text->addWidget(explanation);
    text->addSpacing(8);
    text->addWidget(detailsLabel);
    text->addWidget(details);
    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addSpacing(8);
    row->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    // As wide as the longest detail line, within reason: a path is read whole, not wrapped.
    int widest = 0;
    for (const QString &line : error.details.split(QLatin1Char('\n')))
        widest = std::max(widest, details->fontMetrics().horizontalAdvance(line));
    resize(std::clamp(widest + 140, MinimumWidth, 960), sizeHint().height());
}

} // namespace arbitre::gui
