// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/verify.h"

#include "arbitre/core/diagnostic.h"
#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/log_section.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/session.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace arbitre {

namespace {

std::string plural(std::size_t count, const char *one, const char *many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

/** The event a pointer names ("/log/events/12/dice/0" → 12), or −1. */
int eventOfPointer(std::string_view pointer)
{
    constexpr std::string_view Prefix = "/log/events/";
    if (!pointer.starts_with(Prefix))
        return -1;
    pointer.remove_prefix(Prefix.size());
    int index = -1;
    const auto [end, error] = std::from_chars(pointer.data(), pointer.data() + pointer.size(), index);
    (void)end;
    return error == std::errc() ? index : -1;
}

/** The secret for `commitment`: the file's (the GM's copy), or the one the player gives if it is the committed one. */
const DiceSecret *secretFor(const DiceCommitment &commitment, const VerifyOptions &options)
{
    if (commitment.secret)
        return &*commitment.secret;
    if (options.secret && commitmentOf(*options.secret) == commitment.commitment)
        return &*options.secret;
    return nullptr;
}

void add(DiceTally &total, const DiceTally &part)
{
    total.entered += part.entered;
    total.scripted += part.scripted;
    total.verified += part.verified;
    total.unverifiable += part.unverifiable;
    total.wrong += part.wrong;
}

void checkDice(const EventLog &log, const VerifyOptions &options, Verdict &verdict)
{
    const LogSeal &seal = log.seal();
    verdict.secretKnown = true;
    for (const DiceCommitment &commitment : seal.commitments)
        verdict.secretKnown = verdict.secretKnown && secretFor(commitment, options) != nullptr;
    if (options.secret && std::none_of(seal.commitments.begin(), seal.commitments.end(),
                                       [&](const auto &c) { return c.commitment == commitmentOf(*options.secret); }))
        verdict.problems.push_back({-1, "/log/commitments", "the seed given is not one this log committed to"});

    for (std::size_t e = 0; e < log.size(); ++e) {
        const Event &event = log[e];
        VerifiedEvent checked{event.kind, {}};
        const DiceCommitment *commitment = e >= seal.sealedFrom ? seal.commitmentAt(e) : nullptr;
        const DiceSecret *secret = commitment ? secretFor(*commitment, options) : nullptr;
        for (std::size_t p = 0; p < event.dice.size(); ++p) {
            const DieRoll &die = event.dice[p];
            if (die.source == DieSource::Entered) {
                ++checked.dice.entered;
            } else if (die.source == DieSource::Scripted) {
                ++checked.dice.scripted;
            } else if (commitment == nullptr && e >= seal.sealedFrom) {
                // Arbitre commits before it rolls: a virtual die in a sealed event with no commitment is a claim.
                ++checked.dice.wrong;
                verdict.problems.push_back(
                    {static_cast<int>(e), "/log/events/" + std::to_string(e) + "/dice/" + std::to_string(p),
                     "a virtual d" + std::to_string(die.sides) +
                         " with no commitment before it: Arbitre did not roll it (" + die.purpose + ")"});
            } else if (secret == nullptr) {
                ++checked.dice.unverifiable;
            } else if (const int derived = deriveDie(*secret, e, p, die.sides); derived == die.value) {
                ++checked.dice.verified;
            } else {
                ++checked.dice.wrong;
                verdict.problems.push_back(
                    {static_cast<int>(e), "/log/events/" + std::to_string(e) + "/dice/" + std::to_string(p),
                     "a virtual d" + std::to_string(die.sides) + " shows " + std::to_string(die.value) +
                         ", but the committed secret gives " + std::to_string(derived) +
                         " here: Arbitre did not roll it (" + die.purpose + ")"});
            }
        }
        add(verdict.dice, checked.dice);
        verdict.events.push_back(std::move(checked));
    }
}

void checkHead(const std::vector<std::string> &hashes, const std::string &genesis, const VerifyOptions &options,
               Verdict &verdict)
{
    if (options.head.empty())
        return;
    const std::string noted = normaliseHead(options.head);
    if (noted.size() < 8 || noted.size() > 64) {
        verdict.problems.push_back({-1, {}, "a head is 8 to 64 hexadecimal digits, got '" + options.head + "'"});
        return;
    }
    if (verdict.head.starts_with(noted)) {
        verdict.headCheck = HeadCheck::Matches;
        return;
    }
    for (std::size_t i = 0; i <= hashes.size(); ++i) {
        const std::string &hash = i == 0 ? genesis : hashes[i - 1];
        if (hash.starts_with(noted)) {
            verdict.headCheck = HeadCheck::Extended;
            verdict.headEvent = i;
            verdict.problems.push_back({static_cast<int>(i),
                                        {},
                                        "the head you noted is the log's after " + plural(i, "event", "events") + ": " +
                                            plural(hashes.size() - i, "event was", "events were") + " added after it"});
            return;
        }
    }
    verdict.headCheck = HeadCheck::Missing;
    verdict.problems.push_back({-1,
                                {},
                                "the head you noted (" + shortHash(noted) +
                                    ") is nowhere in this log: it was cut short or changed after you noted it "
                                    "(its head is now " +
                                    shortHash(verdict.head) + ")"});
}

} // namespace

std::string normaliseHead(std::string_view text)
{
    std::string out;
    for (const char c : text) {
        if (std::isxdigit(static_cast<unsigned char>(c)))
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
        else if (c != ' ' && c != '-' && c != ':')
            return {}; // not a head: refused by the length check
    }
    return out;
}

std::string Verdict::diceSummary(LogLanguage language) const
{
    const bool fr = language == LogLanguage::French;
    std::string text = fr ? plural(dice.total(), "dé", "dés") : plural(dice.total(), "die", "dice");
    if (dice.total() == 0)
        return text;
    std::vector<std::string> parts;
    if (const std::size_t virtualDice = dice.virtualDice(); virtualDice > 0) {
        std::string part = fr ? plural(virtualDice, "virtuel", "virtuels") : std::to_string(virtualDice) + " virtual";
        if (dice.wrong > 0)
            part += fr ? ", dont " + std::to_string(dice.wrong) + " que l’engagement ne donne PAS"
                       : ", " + std::to_string(dice.wrong) + " NOT what the commitment gives";
        else if (dice.unverifiable == 0)
            part += fr ? (virtualDice == 1 ? ", vérifié" : ", tous vérifiés")
                       : (virtualDice == 1 ? ", verified" : ", all verified");
        else if (dice.verified > 0)
            part += fr ? ", " + plural(dice.verified, "vérifié", "vérifiés") + ", " +
                             plural(dice.unverifiable, "pas encore vérifiable", "pas encore vérifiables")
                       : ", " + std::to_string(dice.verified) + " verified, " + std::to_string(dice.unverifiable) +
                             " not verifiable yet";
        else
            part += fr ? (virtualDice == 1 ? ", pas encore vérifiable" : ", pas encore vérifiables")
                       : ", not verifiable yet";
        parts.push_back(part);
    }
    if (dice.entered > 0)
        parts.push_back(fr ? plural(dice.entered, "saisi à la table", "saisis à la table")
                           : std::to_string(dice.entered) + " entered at the table");
    if (dice.scripted > 0)
        parts.push_back(fr ? plural(dice.scripted, "scripté", "scriptés")
                           : std::to_string(dice.scripted) + " scripted");
    text += fr ? " : " : ": ";
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i > 0 ? (fr ? " ; " : "; ") : "") + parts[i];
    return text;
}

std::string Verdict::status(LogLanguage language) const
{
    const bool fr = language == LogLanguage::French;
    if (!problems.empty())
        return fr ? "FALSIFIÉ (" + plural(problems.size(), "problème", "problèmes") + ")"
                  : "TAMPERED (" + plural(problems.size(), "problem", "problems") + ")";
    if (!chained)
        return fr ? "invérifiable (aucun engagement : écrit avant qu’Arbitre ne scelle ses journaux)"
                  : "unverifiable (no commitment: written before Arbitre sealed its logs)";
    if (dice.unverifiable > 0) {
        if (secretKnown)
            return fr ? "vérifié, mais des dés virtuels ont été lancés avant que le journal ne soit scellé"
                      : "verified, but some virtual dice were rolled before the log was sealed";
        return fr ? "vérifié, dés virtuels pas encore vérifiables (le MJ n’a pas révélé la graine)"
                  : "verified, virtual dice not yet checkable (the GM has not revealed the seed)";
    }
    return fr ? "vérifié" : "verified";
}

std::vector<std::string> verdictNote(const Verdict &verdict, LogLanguage language)
{
    const bool fr = language == LogLanguage::French;
    const std::size_t events = verdict.events.size();
    std::vector<std::string> lines;
    lines.push_back(fr ? "Tête du journal " + shortHash(verdict.head) + " après " +
                             plural(events, "événement", "événements") + " (" + verdict.head + ")."
                       : "Log head " + shortHash(verdict.head) + " after " + plural(events, "event", "events") + " (" +
                             verdict.head + ").");
    lines.push_back((fr ? "Journal " : "Log ") + verdict.status(language) + ". " + verdict.diceSummary(language) + ".");
    if (verdict.unrevealed)
        lines.push_back(fr ? "Arbitre s’est engagé sur ses dés virtuels avant de les lancer ; chacun pourra les "
                             "vérifier quand le MJ révélera la graine."
                           : "Arbitre committed to its virtual dice before rolling them; anyone can check them once "
                             "the GM reveals the seed.");
    lines.push_back(fr ? "Pour vérifier le fichier de la partie : arbitre-cli verify FICHIER --head " +
                             shortHash(verdict.head).erase(4, 1)
                       : "To check the session's file: arbitre-cli verify FILE --head " +
                             shortHash(verdict.head).erase(4, 1));
    return lines;
}

std::string withVerdict(std::string battleLog, LogFormat format, const Verdict &verdict, LogLanguage language)
{
    const std::string title = language == LogLanguage::French ? "Vérifier ce journal" : "Checking this log";
    return appendLogSection(std::move(battleLog), format, "verdict", title, verdictNote(verdict, language),
                            SectionLines::Paragraphs);
}

Verdict verifyLog(const Session &session, const std::string &scenarioHash, const VerifyOptions &options)
{
    Verdict verdict;
    const EventLog &log = session.log();
    const LogSeal &seal = log.seal();
    verdict.sealedFrom = seal.sealedFrom;
    verdict.chained = seal.sealedFrom < log.size() || !seal.commitments.empty() || log.empty();

    // A file names what it was played with: the chain starts from those, and they must still be what the file holds.
    const bool fromFile = !options.asSaved && (!seal.rulesetHash.empty() || !seal.scenarioHash.empty());
    const std::string &rulesetHash = session.ruleset().header().contentHash;
    if (fromFile && seal.rulesetHash != rulesetHash)
        verdict.problems.push_back({-1, "/log/ruleset",
                                    "the ruleset " + session.ruleset().header().path.filename().string() +
                                        " is not the one the log was played with (it changed after the file was "
                                        "saved)"});
    if (fromFile && seal.scenarioHash != scenarioHash)
        verdict.problems.push_back(
            {-1, "/log/scenario", "the scenario (sides, units, map…) was changed after the file was saved"});
    const std::string genesis =
        fromFile ? chainGenesis(seal.rulesetHash, seal.scenarioHash) : chainGenesis(rulesetHash, scenarioHash);
    const std::vector<std::string> hashes = log.chain(genesis);
    verdict.head = hashes.empty() ? genesis : hashes.back();

    checkDice(log, options, verdict);
    verdict.unrevealed = hidesDice(log);
    checkHead(hashes, genesis, options, verdict);
    return verdict;
}

bool hidesDice(const EventLog &log)
{
    const std::vector<DiceCommitment> &commitments = log.seal().commitments;
    return std::any_of(commitments.begin(), commitments.end(),
                       [&](const DiceCommitment &c) { return !c.revealed && !c.publicSeed && c.from < log.size(); });
}

Verdict verifyFile(const ModuleRegistry &modules, const std::filesystem::path &path, const VerifyOptions &options)
{
    std::unique_ptr<Session> session;
    try {
        session = modules.openSession(path);
    } catch (const LoadError &error) {
        Verdict verdict;
        for (const Diagnostic &diagnostic : error.diagnostics())
            verdict.problems.push_back({eventOfPointer(diagnostic.pointer), diagnostic.pointer, diagnostic.format()});
        return verdict;
    }
    const JsonDocument document = JsonDocument::fromFile(path);
    return verifyLog(*session, scenarioHashOf(document.root()), options);
}

} // namespace arbitre
