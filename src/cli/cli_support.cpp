// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "cli_support.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/bookmark.h"
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/json_reader.h"
#include "arbitre/core/session_error.h"
#include "arbitre/core/verify.h"

#include <exception>
#include <new>
#include <ostream>
#include <utility>

namespace arbitre::cli {

std::string requireOne(const Args &args, const std::string &usage)
{
    if (args.positional().size() != 1)
        throw UsageError(usage);
    return args.positional().front();
}

// --dice and --entered are the GM's values (scripted / typed from physical dice); --seed a seed given in the open,
// reproducible and marked public in the log; nothing: virtual dice from the secret the session's log commits to
// (docs/verifiable-dice.md).
std::unique_ptr<Dice> diceFromArgs(const Args &args, std::ostream &err, Session &session)
{
    const auto dice = args.option("dice");
    const auto entered = args.option("entered");
    const auto seed = args.option("seed");
    if ((dice ? 1 : 0) + (entered ? 1 : 0) + (seed ? 1 : 0) > 1)
        throw UsageError("give only one of --dice, --entered and --seed");
    if (dice)
        return std::make_unique<ListDice>(parseDiceList(*dice), DieSource::Scripted);
    if (entered)
        return std::make_unique<ListDice>(parseDiceList(*entered), DieSource::Entered);
    if (!seed) {
        auto committed = std::make_unique<CommittedDice>(session.virtualDice());
        const DiceCommitment &commitment = session.log().seal().commitments.back();
        err << "virtual dice committed to " << shortHash(commitment.commitment)
            << " (the secret stays in the saved file until `arbitre-cli reveal`)\n";
        return committed;
    }
    std::uint64_t value = 0;
    try {
        std::size_t used = 0;
        value = std::stoull(*seed, &used);
        if (used != seed->size())
            throw std::invalid_argument("trailing characters");
    } catch (const std::exception &) {
        throw UsageError("--seed takes a whole number, not '" + *seed + "'");
    }
    return std::make_unique<CommittedDice>(session.publicSeedDice(value));
}

void warnUnusedDice(const Dice &dice, std::ostream &err)
{
    if (const auto *list = dynamic_cast<const ListDice *>(&dice); list && list->remaining() > 0)
        err << "note: " << list->remaining() << " die value(s) given but not used\n";
}

int intArg(const std::string &text, const std::string &option)
{
    try {
        std::size_t used = 0;
        const int value = std::stoi(text, &used);
        if (used == text.size())
            return value;
    } catch (const std::exception &) {
    }
    throw UsageError(option + " takes a whole number, not '" + text + "'");
}

int reportErrors(std::ostream &err, const std::function<int()> &command)
{
    try {
        return command();
    } catch (const UsageError &error) {
        err << "arbitre-cli: " << error.what() << '\n';
        return 2;
    } catch (const LoadError &error) {
        for (const Diagnostic &diagnostic : error.diagnostics())
            err << diagnostic.format() << '\n';
        return 1;
    } catch (const SessionError &error) {
        err << "arbitre-cli: refused: " << error.what() << '\n';
        return 1;
    } catch (const DiceError &error) {
        err << "arbitre-cli: " << error.what() << '\n';
        return 1;
    } catch (const SaveError &error) {
        err << "arbitre-cli: " << error.what() << '\n';
        return 1;
    } catch (const std::bad_alloc &) {
        err << "arbitre-cli: out of memory\n";
        return 1;
    } catch (const std::exception &error) {
        // A defect, not a fault of the files: said in one line, never an abort.
        err << "arbitre-cli: internal error (please report it): " << error.what() << '\n';
        return 3;
    }
}

LogOptions logOptions(const Args &args)
{
    const std::string format = args.option("format").value_or("md");
    const std::string lang = args.option("lang").value_or("en");
    if (format != "md" && format != "html")
        throw UsageError("--format takes md or html, not '" + format + "'");
    if (lang != "fr" && lang != "en")
        throw UsageError("--lang takes fr or en, not '" + lang + "'");
    return LogOptions{format == "html", lang == "fr" ? LogLanguage::French : LogLanguage::English};
}

std::string withFileVerdict(std::string log, const Session &session, const std::string &path, const LogOptions &options)
{
    // What verifyFile says, on the session already replayed: the file is read once more for its scenario's hash.
    const JsonDocument file = JsonDocument::fromFile(path);
    const Verdict verdict = verifyLog(session, scenarioHashOf(file.root()));
    const LogFormat format = options.html ? LogFormat::Html : LogFormat::Markdown;
    // The file's bookmarks (a reader's notes, checked when it was opened) before the verdict, as the app lists them.
    JsonReader reader(file);
    log = withBookmarks(std::move(log), format, readBookmarks(reader.root(), session.log().size()), session,
                        options.language);
    return withVerdict(std::move(log), format, verdict, options.language);
}

void writeSessionFile(const Session &session, const std::string &from, const std::filesystem::path &to,
                      const std::function<nlohmann::json(nlohmann::json)> &edit)
{
    nlohmann::json file = session.toJson(to);
    const JsonDocument source =
        JsonDocument::fromFile(from); // parsed when loaded, but not kept by the modules' loaders
    JsonReader reader(source);
    const std::vector<Bookmark> bookmarks = readBookmarks(reader.root(), session.log().size());
    reader.throwIfErrors();
    if (!bookmarks.empty())
        file["bookmarks"] = bookmarksToJson(bookmarks, session.log().size());
    writeFileAtomically(to, edit(std::move(file)).dump(2) + "\n");
}

} // namespace arbitre::cli
