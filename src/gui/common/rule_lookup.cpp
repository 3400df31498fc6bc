// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "rule_lookup.h"

#include "arbitre/core/rule_text.h"
#include "common/bundled_files.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QPointer>
#include <QRegularExpression>
#include <QStyle>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace arbitre::gui {

namespace {

/** The translation context of the rule window. */
struct RuleLookup
{
    Q_DECLARE_TR_FUNCTIONS(RuleLookup)
};

const QString RuleScheme = QStringLiteral("rule");

struct Digest
{
    QString title; /**< its first heading: "Umbra Draconis — Military rules (English digest)" */
    std::string text;
};

/** Every shipped digest (the Markdown files of resources/rules/), read once, found like the rulesets. */
const std::vector<Digest> &digests()
{
    static const std::vector<Digest> texts = [] {
        std::vector<Digest> read;
        const QDir folder(bundledPath(QStringLiteral("resources/rules")));
        for (const QString &name : folder.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name)) {
            QFile file(folder.filePath(name));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QByteArray text = file.readAll();
            const QString firstLine = QString::fromUtf8(text.left(text.indexOf('\n')));
            read.push_back(
                {firstLine.startsWith(QLatin1Char('#')) ? firstLine.mid(firstLine.indexOf(QLatin1Char(' ')) + 1) : name,
                 text.toStdString()});
        }
        return read;
    }();
    return texts;
}

/** The title of the digest that defines `id`. */
QString ruleSource(const QString &id)
{
    for (const Digest &digest : digests()) {
        if (findRuleParagraph(digest.text, id.toStdString()))
            return digest.title;
    }
    return {};
}

const QRegularExpression &ruleIdPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\b([A-Z]{2}-[A-Z]?[0-9]+)\\b"));
    return pattern;
}

/** Markdown with each rule id a `rule:ID` link (the rule window's own text). */
QString linkRuleIdsInMarkdown(const QString &markdown)
{
    QString linked = markdown;
    linked.replace(ruleIdPattern(), QStringLiteral("[\\1](rule:\\1)"));
    return linked;
}

/** The rule window: one for the app, its text the rule asked last; a rule id in it opens that rule. */
class RuleWindow final : public QWidget
{
public:
    explicit RuleWindow(QWidget *parent) : QWidget(parent, Qt::Window), m_browser(new QTextBrowser(this))
    {
        setObjectName(QStringLiteral("rule-window"));
        setAttribute(Qt::WA_DeleteOnClose);
        m_browser->setOpenLinks(false);
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_browser);
        resize(600, 260);
        connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
            if (url.scheme() == RuleScheme)
                showRuleText(url.path());
            else
                QDesktopServices::openUrl(url);
        });
    }

    void showRuleText(const QString &id)
    {
        setWindowTitle(RuleLookup::tr("Rule %1 — Arbitre").arg(id));
        const QString text = ruleText(id);
        if (text.isEmpty())
            m_browser->setMarkdown(
                RuleLookup::tr("No rule **%1** in the rule summaries shipped with Arbitre (UD-, PM-, NF-, VE- ids).")
                    .arg(id.toHtmlEscaped()));
        else
            m_browser->setMarkdown(linkRuleIdsInMarkdown(text) + QStringLiteral("\n\n---\n\n") +
                                   RuleLookup::tr("From *%1*.").arg(ruleSource(id)));
        // As tall as the rule, within reason: a short rule is not lost in an empty window.
        // Measured on a copy at the window's width: the browser lays out only once it is shown.
        const std::unique_ptr<QTextDocument> measured(m_browser->document()->clone());
        measured->setTextWidth(width() - 2 * m_browser->frameWidth() -
                               style()->pixelMetric(QStyle::PM_ScrollBarExtent));
        const int height = static_cast<int>(measured->size().height()) + 2 * m_browser->frameWidth();
        resize(width(), std::clamp(height + 8, 140, 520));
        QWidget::show();
        raise();
        activateWindow();
    }

private:
    QTextBrowser *m_browser;
};

QPointer<RuleWindow> &ruleWindow()
{
    static QPointer<RuleWindow> window;
    return window;
}

} // namespace

QString ruleText(const QString &id)
{
    const std::string wanted = id.trimmed().toStdString();
    for (const Digest &digest : digests()) {
        if (const std::optional<std::string> paragraph = findRuleParagraph(digest.text, wanted))
            return QString::fromStdString(*paragraph);
    }
    return {};
}

QWidget *showRule(const QString &id, QWidget *parent)
{
    QPointer<RuleWindow> &window = ruleWindow();
    if (window == nullptr)
        window = new RuleWindow(parent != nullptr ? parent->window() : nullptr);
    window->showRuleText(id.trimmed().toUpper());
    return window;
}

bool openRuleLink(const QString &link, QWidget *parent)
{
    const QUrl url(link);
    if (url.scheme() != RuleScheme || !isRuleId(url.path().toStdString()))
        return false;
    showRule(url.path(), parent);
    return true;
}

QString linkRuleIds(const QString &text)
{
    QString linked = text;
    linked.replace(ruleIdPattern(), QStringLiteral("<a href=\"rule:\\1\">\\1</a>"));
    return linked;
}

void lookUpRule(QWidget *parent)
{
    bool accepted = false;
    const QString id = QInputDialog::getText(parent, RuleLookup::tr("Rule Lookup"),
                                             RuleLookup::tr("Rule id (UD-83, UD-A52, PM-6, NF-11, VE-M6…):"),
                                             QLineEdit::Normal, QString(), &accepted);
    if (accepted && !id.trimmed().isEmpty())
        showRule(id, parent);
}

} // namespace arbitre::gui
