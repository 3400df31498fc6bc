// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What every battle log shares: labels and die sources in the log's language, escaped text.
#include "arbitre/core/log_section.h"
#include "arbitre/core/log_text.h"

#include <catch2/catch.hpp>

using namespace arbitre;

TEST_CASE("A log label is the one of its language, or the other when that one is empty", "[core][log-text]")
{
    CHECK(pickLabel(Label{"Arrêt", "Halt"}, LogLanguage::French) == "Arrêt");
    CHECK(pickLabel(Label{"Arrêt", "Halt"}, LogLanguage::English) == "Halt");
    CHECK(pickLabel(Label{"Arrêt", ""}, LogLanguage::English) == "Arrêt");
    CHECK(pickLabel(Label{"", "Halt"}, LogLanguage::French) == "Halt");
}

TEST_CASE("A die's source is worded in the log's language", "[core][log-text]")
{
    CHECK(dieSourceWords(DieSource::Entered, LogLanguage::English) == "entered from a physical die");
    CHECK(dieSourceWords(DieSource::Entered, LogLanguage::French) == "saisi depuis un dé physique");
    CHECK(dieSourceWords(DieSource::Scripted, LogLanguage::English) == "scripted value");
    CHECK(dieSourceWords(DieSource::Seeded, LogLanguage::English) == "rolled by Arbitre (reproducible seed)");
}

TEST_CASE("HTML escaping leaves no markup and keeps the text", "[core][log-text]")
{
    CHECK(escapeHtml("<script>a & b</script>") == "&lt;script&gt;a &amp; b&lt;/script&gt;");
    CHECK(escapeHtml("\"Ney's\"") == "&quot;Ney&#39;s&quot;");
    CHECK(escapeHtml("Arrêt — 2+") == "Arrêt — 2+");
}

TEST_CASE("Markdown escaping escapes markup but leaves ids and cells as players read them", "[core][log-text]")
{
    CHECK(escapeMarkdown("*bold* `code` <b> & #1 a|b \\") == "\\*bold\\* \\`code\\` \\<b> \\& \\#1 a\\|b \\\\");
    CHECK(escapeMarkdown("br_piquiers [14, 10]") == "br_piquiers [14, 10]");
    CHECK(escapeMarkdown("_emphasis_") == "\\_emphasis\\_");
    CHECK(escapeMarkdown("[link](x)") == "\\[link\\](x)");
}

TEST_CASE("An appended section ends a Markdown log and sits before the end of an HTML page", "[core][log-text]")
{
    const std::vector<std::string> lines{"a <b>", "c & d"};
    CHECK(appendLogSection("# Log", LogFormat::Markdown, "x", "Notes", lines, SectionLines::List) ==
          "# Log\n\n## Notes\n\n- a \\<b>\n- c \\& d\n");
    const std::string page = "<html><body><p>log</p></body></html>";
    CHECK(appendLogSection(page, LogFormat::Html, "bookmarks", "Notes", lines, SectionLines::List) ==
          "<html><body><p>log</p><section class=\"bookmarks\"><h2>Notes</h2>\n<ul>\n<li>a &lt;b&gt;</li>\n"
          "<li>c &amp; d</li>\n</ul>\n</section>\n</body></html>");
    CHECK(appendLogSection(page, LogFormat::Html, "verdict", "Check", {"ok"}, SectionLines::Paragraphs) ==
          "<html><body><p>log</p><section class=\"verdict\"><h2>Check</h2>\n<p>ok</p>\n</section>\n</body></html>");
}
