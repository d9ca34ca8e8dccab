// app_state.h — everything the window's frame loop carries: the model, the view, the input tool's state and
// the state the panels share. Panels, sections and tools are free functions over it; the file actions are in
// file_actions.h.
#pragma once

#include <any>
#include <functional>
#include <optional>
#include <string>
#include <typeindex>
#include <unordered_map>
#include <vector>

#include "app_messages.h"
#include "autosave.h"
#include "batch_view.h"
#include "camera.h"
#include "hitlab/explain.h"
#include "hitlab/message.h"
#include "lesson.h"
#include "lesson_editor.h"
#include "lesson_progress.h"
#include "scene_model.h"
#include "settings.h"
#include "touch.h"
#include "view_options.h"

namespace hitlab::app {

/// The drag in progress (left mouse held on a handle).
struct Drag {
  Handle handle;
  NamedShape before;
  Vec2 grab;  ///< world point where the drag started
  bool rotate =
      false;  ///< R + drag on a polygon (or the canvas menu's Rotate) rotates it about its vertex centroid
  bool moved = false;
};

/// The Explain section: the steps of the selected pair, which one is shown, and the language (also the
/// View menu's, the fonts' and the frame report's).
struct ExplainState {
  explain::Language language = explain::Language::English;
  int step = 0;
  int startStep = 0;  ///< where the next pair's explanation opens (--step; then 0)
  /// The steps Previous / Next walk (a lesson page's range, on its pair; lastStep -1: to the end).
  int firstStep = 0, lastStep = -1;
  bool playing = false;
  double nextStepAt = 0;  ///< ImGui time of the next step while playing
  // What `explanation` explains (rebuilt when the pair or either shape changes).
  int pairA = -1, pairB = -1;
  NamedShape a, b;
  explain::Explanation explanation;
  bool valid = false;
};

/// The last invariant check (Edit > Check invariants, file_actions.h), which the Lab section shows.
struct InvariantState {
  bool ran = false;
  std::string pair;  ///< "a / b", or "the whole scene"
  int pairs = 0, twins = 0;
  std::vector<std::string> findings;  ///< "a / b, mirrored in x: relation: touching against disjoint"
};

/// The batch view (View > Batch view): the segments and probe, and the drag of the probe in progress.
struct BatchState {
  bool on = false;
  int count = 5000;      ///< how many segments (the sidebar's field; --batch N)
  int pendingCount = 0;  ///< > 0: start the batch view with this many once the canvas is laid out
  BatchView view;
  int hover = -1;     ///< 0: the probe's first end, 1: its second end, 2: the probe itself
  int dragging = -1;  ///< the same, while the left button holds it
  Vec2 grab;
  Segment before;
};

/// The lesson open (Help > Lessons, --lesson): its page, the answer chosen to the page's question, whether
/// its task has been done. The lessons and the glossary are read once at start.
struct LessonState {
  std::vector<Lesson> lessons;
  std::vector<GlossaryTerm> glossary;
  std::vector<std::string> errors;  ///< lesson files that did not load (Help > Lessons lists them)
  std::string bundledDir;           ///< the folder the bundled lessons were read from
  int active = -1;                  ///< index into lessons; -1: no lesson
  int page = 0;
  int choice = -1;    ///< the question's answer chosen (-1: not yet; a number typed: 0 right, 1 not)
  std::string typed;  ///< a number question's answer as typed
  bool done = false;  ///< the task was done on this page (kept when the shapes move on)
  bool showGlossary = false;
  bool snapBefore = false, yDownBefore = false;  ///< the user's snap and y axis, put back on closing
  /// The student's progress in the open lesson (lesson_progress.h), kept in the state folder as it grows.
  LessonProgress progress;
  /// The progress kept from before was taken up (Resume): each page opens with its answer and task as left.
  /// Until then (or Start over) the Lesson section offers it, and pages open afresh.
  bool resumed = false;
  bool showAnswers = false;       ///< the "My answers" window
  LessonEditor editor;            ///< Help > New lesson / Edit lesson
  bool openIntoEditor = false;    ///< the next lesson file opened goes to the editor (its Open...)
  std::size_t draftRevision = 0;  ///< the editor's revision the draft on disk has
  const Lesson* lesson() const { return active >= 0 ? &lessons[active] : nullptr; }
  const LessonPage* current() const { return active >= 0 ? &lessons[active].pages[page] : nullptr; }
  /// A question waits for its answer: the page's answers (Explain, relations, SAT view) stay hidden.
  bool hidesAnswers() const { return current() && current()->question && choice < 0; }
};

/// State that one sidebar section keeps to itself: a struct its own file defines (copyable, as std::any holds
/// it), one of each type, made on first use. So a new section adds no field here, and its state still lives
/// and dies with the AppState rather than in a global of its file.
class SectionStates {
 public:
  template <class T>
  T& get() {
    std::any& slot = slots_[std::type_index(typeid(T))];
    if (!slot.has_value()) slot.emplace<T>();
    return *std::any_cast<T>(&slot);
  }

 private:
  std::unordered_map<std::type_index, std::any> slots_;
};

/// Fingers on the canvas (model/touch.h) and what the app keeps of a pinch: the world point under the
/// fingers when it began and the zoom then (over a panel, a pinch scrolls the panel instead).
struct TouchState {
  TouchGestures gestures;
  int pinch = 0;              ///< the pinch these are of
  bool pinchDecided = false;  ///< whether it is over a panel is known (its first frame's pointer says)
  bool pinchOverPanel = false;
  Vec2 pinchWorld;
  double pinchZoom = 1;
  double pinchLastY = 0;
  bool seen = false;    ///< a finger has touched the window (the toolbar shows itself, when on Auto)
  bool screen = false;  ///< the platform says it has a touch screen
};

/// The canvas menu (a right click, a long press): where it was opened and on what.
struct CanvasMenu {
  bool openRequested = false;
  bool pressed = false;  ///< the right button went down on the canvas (not on a panel)
  bool shown = false;    ///< the menu was drawn this frame
  Handle handle;
  Vec2 world;
};

/// File > Export animation (--export-animation): Explain's steps of the selected pair, one frame each,
/// being captured from the canvas (main.cpp keeps the frames and writes the file). In the page also the last
/// drag and a lesson page's reveal (`scenes`: the desktop draws those through cairo,
/// export/app_animations.h).
struct AnimationExport {
  std::string path;
  int frameMs = 1000;
  int step = -1;  ///< the step being captured (-1: the explanation is being built)
  int steps = 0;
  int stepBefore = 0;  ///< the Explain step shown before, put back after
  /// Instead of Explain's steps: these scenes, a frame each, in the canvas's view, nothing selected.
  std::vector<Scene> scenes;
  int a = -1, b = -1;   ///< the scenes' pair (shape indices; -1: none)
  bool reveal = false;  ///< the first scene with the answers hidden (a lesson page's reveal)
  std::string wrote = "export.wrote-steps";  ///< the message that says it is written
};
/// An export to `path` of Explain's steps (the other kinds fill `scenes` after), each frame frameMs; the
/// Explain step shown now is put back after.
inline AnimationExport animationExport(std::string path, int frameMs, int stepBefore) {
  AnimationExport e;
  e.path = std::move(path), e.frameMs = frameMs, e.stepBefore = stepBefore;
  return e;
}

/// Add > Box: a rotated box being typed in (its centre, half extents, angle in degrees and radius).
struct BoxForm {
  double center[2] = {0, 0}, half[2] = {1, 0.5};
  double degrees = 30, radius = 0;
};

struct AppState {
  SceneModel model;
  Camera cam;
  ViewOptions view;
  Drag drag;
  bool dragging = false, panning = false;
  bool rotateNextDrag = false;  ///< the canvas menu's Rotate: the next drag of a polygon rotates it
  /// The shape Enter (or Space) took as the first of a pair by keyboard; the next Enter on another makes the
  /// pair (-1: none).
  int keyPairFirst = -1;
  /// Arrow keys' moves in a row on one handle, kept as a drag keeps its grab: the shape before the first
  /// and the grid steps since, so that k steps of 0.1 move by k * 0.1 rounded once, as a drag of k steps
  /// does (not by 0.1 added k times). A new handle, step or any other edit (its revision) starts again.
  struct KeyMoves {
    Handle handle;
    NamedShape base;
    double step = 0, kx = 0, ky = 0;
    size_t revision = 0;
  } keyMoves;
  bool textInput = false;  ///< a text field of the UI had the keyboard in the last frame
  /// F6 / F10: the keyboard in the menus and the sidebar (Dear ImGui's navigation: arrows, Space or Enter
  /// to press, Esc to go back) instead of on the canvas; F6 again, or a click on the canvas, gives it back.
  bool paneKeys = false;
  bool openFileMenu = false;  ///< F10 this frame: the File menu opens with the keyboard in it
  TouchState touch;
  CanvasMenu canvasMenu;
  std::optional<BoxForm> boxForm;            ///< Add > Box's dialog, while open
  std::optional<AnimationExport> animation;  ///< File > Export animation, while its frames are captured
  int animationFrameMs = 1000;               ///< the picker's frame time for it
  /// The picker's size for animations: the canvas's own (Explain's steps captured from the window), or
  /// width x height pixels drawn through cairo (the desktop's).
  bool animationAtCanvasSize = true;
  int animationWidth = 960, animationHeight = 540;
  Toolbar toolbar = Toolbar::Auto;  ///< View > Touch toolbar (remembered)
  float contentScale =
      1;  ///< the screen's pixels per window pixel of a scale-1 UI (HiDPI, the device pixel ratio)
  bool showPanels = true;  ///< the sidebar (Tab hides and shows it)
  bool embed = false;      ///< --embed: the canvas and the Explain section alone (no menus, no status bar)
  int textPercent = 100;   ///< the text size (View > Text size, Ctrl+= / Ctrl+- / Ctrl+0; remembered)
  float uiScale = 1;       ///< sizes in the UI: the text size times the screen's content scale
  float sidebarWidth = 0;  ///< in window pixels, as the user resized it; 0 until the first frame lays it out
  /// Where the sidebar goes for the window's shape (ui/panels.cpp): beside the canvas (a landscape window),
  /// below it (an upright tablet: every section, the sheet resizable and collapsible) or, on a phone's
  /// narrow screen, below it as a sheet of one section at a time.
  enum class Layout { Side, Below, Sheet } layout = Layout::Side;
  float panelHeight = 0;        ///< below the canvas: its height in window pixels, as the user dragged it
  bool panelCollapsed = false;  ///< below the canvas: only its header row shows
  float panelRect[4] = {0, 0, 0, 0};  ///< where the sidebar was drawn (window pixels; the frame report's)
  bool snap = false;
  std::string message;  ///< last load/save error or status, shown in the status bar
  /// When `message` is a scene file's field problem, the error it came from (by id and arguments: the UI
  /// words it in its language from them, hitlab/message.h); empty otherwise.
  std::optional<SceneError> messageError;
  /// When `message` was said by id (say()), its English and the message as it was made; empty otherwise.
  struct SaidById {
    std::string english;
    Message message;
  };
  std::optional<SaidById> messageById;
  std::string pickerMode;  ///< "", "open", "save", "export": the in-app file picker is open
  std::string pickerPath;
  std::string configDir;                 ///< where recent files are kept ("" keeps them in memory only)
  std::vector<std::string> recent;       ///< most recent first
  std::string stateDir;                  ///< where autosaves are kept ("" : none)
  std::optional<Autosave> restoreOffer;  ///< an autosave newer than the opened file: the modal offers it
  std::size_t autosavedRevision = 0;     ///< the model's revision the last autosave wrote
  bool quit = false;
  bool fitRequested = false;
  /// The selected pair is to be framed next frame (a pair chosen in Results, by --pair or a link), when
  /// framePair is on (View > Frame the selected pair; remembered).
  bool pairFrameRequested = false;
  bool framePair = true;
  /// What the view was last framed on (a fit of the scene, or the selected pair), framed again when the
  /// canvas changes size (a tablet turned, a window or an iframe resized, a page still settling its size),
  /// until the user moves the view (frameAsRequested, file_actions.h).
  struct Framed {
    enum class What { Nothing, Scene, Pair } what = What::Nothing;
    int pairA = -1, pairB = -1;
    Vec2 canvas;  ///< the canvas's size it was framed for
  } framed;
  Theme theme = Theme::Dark;  ///< View > Theme (remembered)
  int numberDigits = 4;  ///< View > Numbers: significant digits of Explain's numbers, 0 exact (remembered)
  /// Presentation mode (View > Present, F5, --present): the light theme, no sidebar, the selected pair framed
  /// and the other shapes dimmed, the Explain step as a caption below the canvas. What it changed is put back
  /// when it ends (and is not remembered).
  struct Presenting {
    bool on = false;
    Theme theme = Theme::Dark;
    bool showPanels = true;
    int textPercent = 100;
  } presenting;
  ExplainState explain;
  LessonState lesson;
  InvariantState invariants;
  BatchState batch;
  bool toleranceBand = false;  ///< the Lab's tolerance band is shown (--band)
  float toleranceLog = -9;     ///< its epsilon: 10^toleranceLog times the pair's scale
  /// The Lab's engine methods for a pair in motion: sub-steps per step, and conservative advancement's
  /// tolerance, 10^advanceLog times the pair's scale; what it drew last (the frame report's lab_motion).
  int substeps = 4;
  float advanceLog = -3;
  std::string labMotion = "-";
  SectionStates sectionStates;
  /// The Judges section's verdicts on the selected pair, "name:answer:outcome|..." ("-": no judge), for the
  /// frame report (ui/judges_section.cpp).
  std::string judgeVerdicts = "-";
  /// The Results table's time of impact cells drawn in the last frame (the frame report's results_toi).
  std::string resultsToi = "-";
  std::string huntState = "-";  ///< the Judges section's hunt: "-", "running", "done:KINDS"
  /// Called with each file written for the user (save, exports, screenshot): the browser build offers it as
  /// a download (platform/platform.h). Empty: nothing more to do.
  std::function<void(const std::string& path)> fileWritten;
  void wrote(const std::string& path) const {
    if (fileWritten) fileWritten(path);
  }
};

/// Puts a message by id in the status bar: its English as `message`, and the message for the UI's language.
inline void say(AppState& s, Message m) {
  s.message = appEnglish(m);
  s.messageById = AppState::SaidById{s.message, std::move(m)};
}

}  // namespace hitlab::app
