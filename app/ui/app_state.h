// app_state.h — everything the window's frame loop carries: the model, the view, the input tool's state and
// the panels' flags. Panels and tools are free functions over it.
#pragma once

#include <string>
#include <vector>

#include <optional>

#include "../model/autosave.h"
#include "../model/batch_view.h"
#include "../model/camera.h"
#include "../model/scene_model.h"
#include "../render/scene_view.h"
#include "hitlab/explain.h"
#include "hitlab/invariants.h"
#include "hitlab/perturb.h"

namespace hitlab::app {

/// The drag in progress (left mouse held on a handle).
struct Drag {
  Handle handle;
  NamedShape before;
  Vec2 grab;            ///< world point where the drag started
  bool rotate = false;  ///< R + drag on a polygon rotates it about its vertex centroid
  bool moved = false;
};

/// The Explain section: the steps of the selected pair, which one is shown, and the language.
struct ExplainState {
  explain::Language language = explain::Language::English;
  int step = 0;
  int startStep = 0;  ///< where the next pair's explanation opens (--step; then 0)
  bool playing = false;
  double nextStepAt = 0;  ///< ImGui time of the next step while playing
  // What `explanation` explains (rebuilt when the pair or either shape changes).
  int pairA = -1, pairB = -1;
  NamedShape a, b;
  explain::Explanation explanation;
  bool valid = false;
};

/// The perturbation explorer: which value of the selected pair moves, the scale, and the strip computed
/// for them (rebuilt when any of it or the pair's shapes change).
struct PerturbState {
  int shape = 0;  ///< 0: the pair's first shape, 1: its second
  int value = 0;  ///< in forEachValue's order
  bool logarithmic = false;
  int pairA = -1, pairB = -1, builtShape = -1, builtValue = -1;
  bool builtLogarithmic = false;
  Shape a, b;
  std::vector<perturb::Cell> cells;
};

/// The last invariant check (Edit > Check invariants): of the selected pair, or a summary of the scene's.
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

struct AppState {
  SceneModel model;
  Camera cam;
  ViewOptions view;
  Drag drag;
  bool dragging = false, panning = false;
  bool showPanels = true;  ///< the sidebar (Tab hides and shows it)
  float sidebarWidth = 0;  ///< in window pixels, as the user resized it; 0 until the first frame lays it out
  bool snap = false;
  bool onlyMeeting = false;  ///< results panel: only touching / overlapping pairs
  std::string message;       ///< last load/save error or status, shown in the status bar
  std::string pickerMode;    ///< "", "open", "save", "export": the in-app file picker is open
  std::string pickerPath;
  std::string configDir;                 ///< where recent files are kept ("" keeps them in memory only)
  std::vector<std::string> recent;       ///< most recent first
  std::string stateDir;                  ///< where autosaves are kept ("" : none)
  std::optional<Autosave> restoreOffer;  ///< an autosave newer than the opened file: the modal offers it
  std::size_t autosavedRevision = 0;     ///< the model's revision the last autosave wrote
  bool quit = false;
  bool fitRequested = false;
  ExplainState explain;
  PerturbState perturb;
  InvariantState invariants;
  BatchState batch;
  bool toleranceBand = false;  ///< the Lab's tolerance band is shown
  float toleranceLog = -9;     ///< its epsilon: 10^toleranceLog times the pair's scale
};

/// The batch view with `count` random segments over the visible canvas (the scene stays as it is, hidden).
void startBatchView(AppState& s, int count);
/// Writes the batch view as a regression scene (batch-view.json beside the scene file, or in the working
/// folder for an untitled scene): the segments, the probe, the view, and the batch path's relation for every
/// segment the probe meets as expectations.
void exportBatchScene(AppState& s);

/// Reads the recent-files list from configDir.
void loadRecent(AppState& s);
/// Loads a scene file into the model (keeps the current scene and sets message on error).
bool openScene(AppState& s, const std::string& path);
/// Saves atomically to path, the previous version kept as path~ (the model remembers it; its autosave is
/// removed); on error the message says why and the edits stay unsaved.
bool saveScene(AppState& s, const std::string& path);
/// Writes the model's unsaved edits to its autosave slot when they changed since the last one.
void autosave(AppState& s);
/// The restore offer's answers: the autosaved shapes replace the scene's as one undoable command (the
/// scene stays unsaved), or the autosave is deleted.
void restoreAutosave(AppState& s);
void discardAutosave(AppState& s);
/// Writes the scene with an expect list of the current results of all pairs (or the selected pair).
bool exportRegression(AppState& s, const std::string& path, bool selectedPairOnly);
/// A GoogleTest case that builds the shapes and asserts the current results of the selected pair.
std::string googleTestSnippet(const AppState& s);
/// Checks the selected pair's twins (hitlab/invariants.h), or every pair of the scene; the result goes to
/// s.invariants and the status bar.
void checkInvariants(AppState& s, bool wholeScene);
/// Writes the selected pair's invariant regression scene and GoogleTest case beside the scene file (the
/// working folder for an untitled scene): NAME-A-B.invariants.json and NAME-A-B.invariants_test.cpp.
bool writeInvariantReport(AppState& s);
/// Writes the current view (shapes, markers, SAT overlay) as SVG.
bool exportSvg(AppState& s, const std::string& path);
/// Centers the view on all shapes.
void fitScene(AppState& s);

}  // namespace hitlab::app
