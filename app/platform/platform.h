// platform.h — what the desktop app and the page in the browser do differently, behind one small interface:
// the window's GL context, the frame loop, where settings and autosaves live, how a written file reaches the
// user, the clipboard, and the clock. platform/desktop.cpp is the desktop's (GLFW on X11, OpenGL 3.3 core);
// platform/web.cpp the browser's (Emscripten's GLFW on a canvas, WebGL 2, IndexedDB, downloads). Everything
// else, the UI included, is the same source in both builds.
#pragma once

#include <functional>
#include <memory>
#include <string>

struct GLFWwindow;

namespace hitlab::judge {
class Judge;
}

namespace hitlab::app {
struct AppState;
}

namespace hitlab::app::platform {

/// The GLFW window hints of the build's GL context, set before the window is created.
void requestGlContext();
/// Loads the GL functions for the current context; false when that fails.
bool loadGl();
/// The window's content scale (HiDPI; 1 in the browser, whose GLFW has none).
float contentScale(GLFWwindow* window);
/// Before each frame: the browser's canvas follows the page's (or iframe's) size. Nothing on the desktop,
/// where the user sizes the window.
void fitWindow(GLFWwindow* window);
/// Before each frame, the window's events taken in. Lively (frame_pacing.h): at once. Idle, `untilDue`
/// seconds before the next idle frame: the desktop waits up to that long, an input event ending the wait
/// (true: draw the frame); the page, called at each of the browser's animation frames, returns false (draw
/// nothing this time) until the idle frame is due.
bool awaitFrame(bool lively, double untilDue);
/// After Dear ImGui's GLFW backend is set up: the browser's clipboard for its copy and paste.
void imguiReady();
/// Fingers on the window: touch(kind, finger id, x, y) for each finger that touched (kind 0), moved (1),
/// lifted (2) or was taken by the system (3), x and y in framebuffer pixels. The page's touch events; the
/// desktop's GLFW 3.3 has no touch API (X11 turns a touch screen's first finger into the mouse).
using TouchFn = std::function<void(int kind, int id, double x, double y)>;
void onTouch(const TouchFn& touch);
/// Whether the screen takes touch (the page: a coarse pointer or touch points; the desktop: no).
bool hasTouchScreen();
/// After each frame: whether a text field of the UI has the keyboard. The page then gives the focus to a
/// hidden text box, so that the system's input method (Japanese composition) and a tablet's on-screen
/// keyboard type into the field (web/page.js); nothing on the desktop, whose GLFW 3.3 takes typed
/// characters only.
void textInput(bool wanted);
/// A font file and the index of the face in it (a collection, .ttc, holds several).
struct FontFace {
  std::string path;  // "" when there is none
  int index = 0;
};
/// The UI's font: a proportional face whose Latin and Japanese are designed together (Noto Sans CJK JP), or
/// with `monospace` its sibling for numbers and code (Noto Sans Mono CJK JP). The desktop asks fontconfig
/// (its nearest outline font for Japanese when Noto is not installed); the page has its own subsets of
/// them at /fonts/ (web/make_font.py).
FontFace uiFont(bool monospace);
/// Calls frame() once per displayed frame until it returns false. The desktop returns then; the browser
/// calls it from its animation frames and this returns at once (the page lives on after main returns), so
/// whatever frame() uses must outlive the call: frame owns it.
void runFrames(const std::function<bool()>& frame);

/// Where the settings (language, recent files) and the autosaves are kept ("" : nowhere).
std::string configDir();
std::string stateDir();
/// After the settings or an autosave changed: the browser copies its storage folder to IndexedDB (once at
/// a time; a later call while one runs copies again when it ends). Nothing on the desktop.
void persist();

/// True where the app reads and writes the user's files by path (the desktop, with its file picker). In
/// the browser a file comes from the browser's file chooser or a drop, and a written file leaves as a
/// download: the picker asks for a name only.
bool browsesFiles();
/// open(path) for a file dropped on the window, or chosen in the browser's file chooser (its path in the
/// app's file system).
void onFileToOpen(GLFWwindow* window, std::function<void(const std::string&)> open);
/// The browser's file chooser for a .json scene, answered through onFileToOpen. Nothing on the desktop,
/// whose picker is in the app.
void chooseFileToOpen();
/// A file the app has just written for the user (a save, an export, a screenshot): the browser downloads
/// it under its file name. Nothing on the desktop, where it is already where the user chose.
void fileWritten(const std::string& path);
/// File > Print handout: the desktop writes PDF pages (A4, export/handout_pdf.h) to a path ending in .pdf and
/// HTML otherwise; the page writes HTML, which the browser prints (render/handout.h). The handout's file
/// name as the picker first offers it ends in handoutExtension().
bool saveHandout(AppState& s, const std::string& path);
const char* handoutExtension();
/// Puts text on the system clipboard (the browser's through its clipboard API, as well as Dear ImGui's).
void copyText(const std::string& text);

/// The canvas in words for a screen reader (ui/spoken.h): the page puts `outline` in its accessible outline
/// beside the canvas and says `announcement` (when not empty) through its polite live region; nothing on the
/// desktop.
void describeCanvas(const std::string& outline, const std::string& announcement);

/// Whether File > Copy share link exists: in the page, whose address a link starts with; not on the desktop.
bool sharesLinks();
/// Puts on the clipboard a link to this page that opens this scene (its JSON text, every coordinate as
/// written), pair ("A,B" or ""), Explain step (1 is the first) and language ("en" or "ja"): app/web/page.js.
void copyShareLink(const std::string& sceneJson, const std::string& pair, int step,
                   const std::string& language);
/// The same for a whole lesson (its file's text), opened at `page` (1 is the first) in `language`: a link
/// too long to share (over 16,000 characters) is not copied and the page says how long it is and offers
/// the file instead.
void copyLessonLink(const std::string& lessonJson, int page, const std::string& language);

/// Whether an option the app cannot use (an unknown lesson) is reported and passed over rather than the end
/// of the program: the page, opened by a link (a mistyped link still opens it); not the desktop, whose
/// command line says what is wrong and exits 2.
bool opensDespiteBadOptions();

/// Whether the Judges section takes a judge written in JavaScript (the page; the desktop loads plugins).
bool hasScriptJudges();
/// That judge: `code` defines any of the C interface's functions (hitlab/judge_abi.h) in JavaScript, with or
/// without the hitlab_ prefix (platform/web_judge.cpp, web/page.js). Null with `error` (one line) when it
/// does not compile or defines no pair function; always null on the desktop.
std::unique_ptr<judge::Judge> scriptJudge(const std::string& code, std::string& error);

/// Milliseconds of CPU time of this thread (the desktop), or of the page's clock (the browser, whose
/// timers have no CPU clock): --bench-frames' figures.
double cpuMs();

}  // namespace hitlab::app::platform
