// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `render`: a session's map as a picture, drawn by the app's own map painters (gui/render/map_picture.h,
// QtGui only) on the offscreen platform, so it needs no display (issue 24).
#include "cli_support.h"
#include "command.h"
#include "commands.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/session.h"
#include "render/map_picture.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QImage>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace arbitre::cli {

namespace {

/** `WxH`: the picture's size in pixels. */
QSize sizeArg(const std::string &text)
{
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string::npos)
        throw UsageError("--size takes WIDTHxHEIGHT in pixels (1200x900), not '" + text + "'");
    return {intArg(text.substr(0, x), "--size"), intArg(text.substr(x + 1), "--size")};
}

double scaleArg(const std::string &text)
{
    try {
        std::size_t used = 0;
        const double scale = std::stod(text, &used);
        if (used == text.size())
            return scale;
    } catch (const std::exception &) {
    }
    throw UsageError("--scale takes pixels per hex radius (28), not '" + text + "'");
}

/** Every `--highlight` as hexes: `COL,ROW` pairs, separated by commas, semicolons or spaces (14,10,15,10). */
std::vector<OffsetCoord> highlightArg(const std::vector<std::string> &values)
{
    std::vector<OffsetCoord> cells;
    for (const std::string &value : values) {
        std::vector<int> numbers;
        std::string item;
        for (const char c : value + ",") {
            if (c == ',' || c == ';' || c == ' ') {
                if (!item.empty())
                    numbers.push_back(intArg(item, "--highlight"));
                item.clear();
            } else {
                item.push_back(c);
            }
        }
        if (numbers.empty() || numbers.size() % 2 != 0)
            throw UsageError("--highlight takes hexes as COL,ROW pairs (14,10 or 14,10,15,10), not '" + value + "'");
        for (std::size_t i = 0; i < numbers.size(); i += 2)
            cells.push_back(OffsetCoord{numbers[i], numbers[i + 1]});
    }
    return cells;
}

std::string lowerExtension(const std::string &path)
{
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension;
}

/** Runs `draw` with a QGuiApplication: the one running (the app's tests), else one on the offscreen platform. */
int withGuiApplication(const std::function<int()> &draw)
{
    if (QCoreApplication::instance() != nullptr) {
        if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()) == nullptr)
            throw std::logic_error("render needs a QGuiApplication, and a QCoreApplication is running");
        return draw();
    }
    // No display: the offscreen platform draws type and images like any other, and needs no window system. What
    // Qt says on the way (no XDG_RUNTIME_DIR, a font substituted) is not the command's output: only its errors are.
    const QtMessageHandler previous =
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "arbitre-cli: Qt: %s\n", message.toLocal8Bit().constData());
        });
    const struct Restore
    {
        QtMessageHandler handler;
        ~Restore() { qInstallMessageHandler(handler); }
    } restore{previous};
    int argc = 3;
    char name[] = "arbitre-cli";
    char platform[] = "-platform";
    char offscreen[] = "offscreen";
    char *argv[] = {name, platform, offscreen, nullptr};
    QGuiApplication application(argc, argv);
    return draw();
}

int render(const Invocation &call)
{
    // `-o OUT` is short for `--output OUT`.
    std::vector<std::string> args = call.args;
    std::replace(args.begin(), args.end(), std::string("-o"), std::string("--output"));
    const Invocation invocation{call.command, args, call.out, call.err, call.modules};
    const Args parsed = invocation.parse();
    const std::string path = requireOne(parsed, invocation.usage());
    const auto output = parsed.option("output");
    if (!output)
        throw UsageError("render writes the picture to -o OUT.png or -o OUT.svg\n" + invocation.usage());
    const std::string extension = lowerExtension(*output);
    if (extension != ".png" && extension != ".svg")
        throw UsageError("the picture is a .png or an .svg, not '" + *output + "'");
    gui::MapPictureOptions options;
    if (parsed.option("size") && parsed.option("scale"))
        throw UsageError("give --size or --scale, not both");
    if (const auto size = parsed.option("size"))
        options.size = sizeArg(*size);
    if (const auto scale = parsed.option("scale"))
        options.scale = scaleArg(*scale);
    options.highlight = highlightArg(parsed.all("highlight"));

    const std::unique_ptr<Session> session = call.modules.openSession(path);
    if (!gui::MapPicture::drawsMapOf(*session)) {
        call.err << "arbitre-cli: " << path << ": a " << session->system()
                 << " session has no map to draw (render draws the umbra-draconis and vive-l-empereur maps)\n";
        return 1;
    }
    if (const auto at = parsed.option("at")) {
        const int events = intArg(*at, "--at");
        if (events < 0 || static_cast<std::size_t>(events) > session->log().size())
            throw UsageError("--at takes a number of events from 0 to " + std::to_string(session->log().size()) +
                             " (the log of " + path + ")");
        // Replayed from the log, as review does: never a stored state.
        session->truncate(static_cast<std::size_t>(events));
        options.markLastEvent = events > 0;
    }
    return withGuiApplication([&] {
        try {
            gui::MapPicture picture(*session, options);
            QByteArray bytes;
            if (extension == ".svg") {
                bytes = picture.svg(QString::fromStdString(session->title()));
            } else {
                QBuffer buffer(&bytes);
                buffer.open(QIODevice::WriteOnly);
                if (!picture.image().save(&buffer, "PNG"))
                    throw std::runtime_error("the PNG writer failed");
            }
            writeFileAtomically(*output, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
            call.err << "wrote " << *output << " (" << picture.size().width() << "x" << picture.size().height()
                     << ")\n";
            return 0;
        } catch (const gui::MapPictureError &error) {
            call.err << "arbitre-cli: " << path << ": " << error.what() << '\n';
            return 1;
        }
    });
}

} // namespace

void registerRenderCommand(CommandRegistry &registry)
{
    registry.add(
        {"",
         "render",
         "draw a session's map as the app does, to PNG or SVG",
         "The map of an Umbra Draconis or Vive l'Empereur ! scenario or saved session as the app's map view "
         "draws it with nothing selected: terrain, places, positions, counters with their states, confrontations, "
         "contacts and arrivals to come, and the marked hexes, drawn by the app's own painters without a window "
         "or a display. --at replays the log to that many events (0: the scenario as set up) and marks the hexes "
         "of the last one, as the app marks a log entry; --highlight marks more. --size fits the whole map in "
         "that many pixels, as the app fits its window; else --scale gives the pixels per hex radius (28, the "
         "app's first zoom). -o is short for --output. A rule system without a map (pm-battle, "
         "napoleonic-figures, the duel) is refused with exit status 1.",
         {{"FILE",
           "",
           {{"output", "OUT", "the picture to write: OUT.png or OUT.svg (-o OUT)", true},
            {"at", "EVENT", "the state after the first EVENT events of the log (default: all)"},
            {"size", "WxH", "the picture's size in pixels, the map fitted in it", false, false, "frame"},
            {"scale", "S", "pixels per hex radius (default 28)", false, false, "frame"},
            {"highlight", "HEX,…", "hexes to mark, COL,ROW each (14,10 or 14,10,15,10)", false, true}}}},
         render,
         {}});
}

} // namespace arbitre::cli
