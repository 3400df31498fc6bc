// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/procedure_spec.h"

#include <nlohmann/json.hpp>

#include <QHash>
#include <QString>
#include <QWidget>

class QFormLayout;

namespace arbitre::gui {

/**
 * The inputs of one procedure as a form, built from what the procedure declares it reads (its
 * ProcedureSpec), never from a list kept by hand: a list for a unit or a choice, ticks for choices and
 * units, a spin box within the rules' bounds, a tick for a flag, a line for a text. The form knows no
 * rule; it hands back the inputs as the session reads them.
 */
class ProcedureForm : public QWidget
{
    Q_OBJECT

public:
    explicit ProcedureForm(QWidget *parent = nullptr);

    /**
     * Shows `spec`'s inputs. Values already chosen for inputs that stay (same key and kind) are kept when
     * the new spec still offers them, so narrowing the options as the GM chooses does not lose the rest.
     */
    void setSpec(const ProcedureSpec &spec);
    const ProcedureSpec &spec() const { return m_spec; }

    /** The inputs chosen, keyed as the spec says; inputs left at "none" or unticked are absent. */
    nlohmann::json input() const;
    /** Chooses a value (tests, the GM's last choices); false when the form has no such input or option. */
    bool setValue(const QString &key, const nlohmann::json &value);
    /** Back to the declared defaults, every choice cleared (after a procedure is confirmed). */
    void reset();

Q_SIGNALS:
    /** The GM changed an input. */
    void edited();

private:
    ProcedureSpec m_spec;
    QFormLayout *m_layout = nullptr;
    QHash<QString, QWidget *> m_fields; /**< by input key */

    QWidget *createField(const InputSpec &input);
    void applyValue(const InputSpec &input, QWidget *field, const nlohmann::json &value);
    nlohmann::json valueOf(const InputSpec &input, const QWidget *field) const;
};

/** An input's or option's label in the app's language, with the rule id when it has one: "Target (VE-48)". */
QString inputLabel(const Label &label, const std::string &id, const std::string &rule);

} // namespace arbitre::gui
