// scene_model.h — the app's one source of truth: the scene, its file, undo history, selection and the live
// results computed from the core (no GL, no ImGui).
#pragma once

#include <chrono>

#include <optional>
#include <string>
#include <vector>

#include "commands.h"
#include "handles.h"
#include "hitlab/broadphase.h"
#include "hitlab/motion.h"
#include "hitlab/scene_io.h"

namespace hitlab::app {

/// How the seed formula for a pair (hitlab/compare.h) fares in float32 and double against its exact value.
enum class FormulaCheck : unsigned char {
  NotComputed,
  NoFormula,
  Agree,
  Float32Differs,
  DoubleDiffers,
  BothDiffer
};

/// One unordered pair's result (i < j in scene order).
struct PairEntry {
  int a = 0, b = 0;
  PairResult result;  ///< evaluate()'s; every number rounded once after SceneModel::printed
  FormulaCheck formula = FormulaCheck::NotComputed;
  bool rounded = false;  ///< roundPrinted has run on result
  /// SceneModel::timeOfImpactOf's answer once asked for (`toiKnown`): none while neither shape moves.
  std::optional<TimeOfImpact> toi;
  bool toiKnown = false;
};

class SceneModel {
 public:
  /// Up to this many shapes every pair is listed; beyond, only pairs whose bounding boxes meet.
  static constexpr int kAllPairsLimit = 300;
  /// Up to this many shapes every pair's seed formula is also evaluated three ways (rationals are slow).
  static constexpr int kFormulaCheckLimit = 80;

  /// Replaces the scene (after a successful load); clears history and selection.
  void reset(Scene scene, std::string path);
  const Scene& scene() const { return scene_; }
  const std::string& path() const { return path_; }
  bool dirty() const { return dirty_; }
  void markSaved(const std::string& path) { path_ = path, dirty_ = false, edits_ = 0, ++revision_, ++live_; }
  /// Edits (commands, undos, redos) since the scene was loaded or saved: the autosave's undo position.
  std::size_t editsSinceSave() const { return edits_; }
  /// Grows with every change of the shapes or the file (the autosave writes only when it moved).
  std::size_t revision() const { return revision_; }
  /// Grows with revision() and with every preview of a drag too: what the shapes look like now.
  std::size_t liveRevision() const { return live_; }

  // Editing: every change goes through a command.
  void run(Command c);
  /// Live preview of a drag: shape i shows `s` without a command; commitPreview records one command.
  void preview(int i, const Shape& s);
  void commitPreview(int i, const NamedShape& before, Message label);
  /// Live preview of a motion's drag: shape i moves by `motion` over the step (commitPreview records it).
  void previewMotion(int i, Vec2 motion);
  /// The shape the last preview moved (-1: none since the last load), which the view draws live.
  int previewing() const { return previewing_; }
  /// The last drag as it was made (File > Export animation (the last drag)): the shape it moved, that shape
  /// before the drag and after each preview since, and the time of each (seconds from the drag's start).
  /// Empty until a drag; a new drag replaces it, a load forgets it.
  struct DragTrail {
    int shape = -1;
    std::vector<NamedShape> states;
    std::vector<double> seconds;
  };
  const DragTrail& lastDrag() const { return trail_; }
  /// At most this many states are kept (a minute at 60 frames a second); later previews replace the last.
  static constexpr std::size_t kTrailLimit = 3600;
  bool undo();
  bool redo();
  /// The selected pair's time of impact when one of its shapes moves (null otherwise), worked out once per
  /// change of the shapes or the pair.
  const TimeOfImpact* selectedToi() const;
  /// The selected pair's exact relation at time t of the step (both shapes moved by t times their motion),
  /// worked out once per change and time; none without a valid pair.
  std::optional<Relation> selectedRelationAt(double t) const;
  /// How engines find the selected pair's time of impact (hitlab/motion.h's engineImpacts), kept until the
  /// pair, a shape, the sub-steps or the tolerance change; none when the pair does not move.
  std::optional<EngineImpacts> selectedEngineImpacts(int substeps, double tolerance) const;
  const UndoStack& history() const { return history_; }

  /// A new unique id with the given prefix ("c1", "c2", ...).
  std::string freshId(const std::string& prefix) const;
  /// Adds a shape (a command); returns its index.
  int add(const std::string& prefix, Shape s);
  void remove(int i);
  void duplicate(int i, Vec2 offset);
  /// Replaces every shape with `shapes` as one command (restoring an autosave: undo returns to the file).
  void replaceShapes(const std::vector<NamedShape>& shapes, Message label);

  // Selection: a shape, and a pair for the SAT view (-1: none).
  int selected = -1;
  int pairA = -1, pairB = -1;

  // Live results, recomputed after every change.
  const std::vector<PairEntry>& pairs() const { return pairs_; }
  /// Indices into pairs() of the touching and overlapping pairs, in the same order.
  const std::vector<int>& meetingPairs() const { return meeting_; }
  /// Worst relation of each shape with any other (for the tint); error shapes are reported separately.
  const std::vector<Relation>& worst() const { return worst_; }
  const std::vector<std::string>& problems() const { return problems_; }
  const PairEntry* pair(int a, int b) const;
  /// A pair's result with every number rounded once (roundPrinted), what panels and exports print: worked
  /// out when first asked for, as it costs microseconds a pair (every pair of a 300-shape scene on each edit
  /// would take a second). p is an entry of pairs().
  const PairResult& printed(const PairEntry& p);
  /// A pair's time of impact when one of its shapes moves (null otherwise, and for a pair with an error),
  /// worked out when first asked for (the Results table asks for the rows it shows: a pair of curved or
  /// thin shapes takes the rationals' milliseconds). p is an entry of pairs().
  const TimeOfImpact* timeOfImpactOf(const PairEntry& p);
  /// Whether any shape of the scene has a motion.
  bool anyMotion() const;

 private:
  struct ToiCache {
    std::size_t live = static_cast<std::size_t>(-1);
    int a = -1, b = -1;
    std::optional<TimeOfImpact> toi;
    double t = -1;  // the time of `at`
    std::optional<Relation> at;
    int substeps = -1;  // (and the tolerance: what `engines` was found with)
    double tolerance = -1;
    bool enginesKnown = false;
    std::optional<EngineImpacts> engines;
  };
  mutable ToiCache toiCache_;
  void recompute();
  void addPair(int i, int j);
  void addSelectedPair();
  void recomputeWorst();
  Scene scene_;
  std::string path_;
  bool dirty_ = false;
  std::size_t edits_ = 0, revision_ = 0, live_ = 0;
  void edited() { dirty_ = true, ++edits_, ++revision_, ++live_; }
  int previewing_ = -1;
  DragTrail trail_;
  bool trailOpen_ = false;  // (a drag is being previewed: its previews extend trail_)
  std::chrono::steady_clock::time_point trailStart_;
  void trailBefore(int i);
  void trailAfter(int i);
  UndoStack history_;
  std::vector<PairEntry> pairs_;
  std::vector<PairEntry> merged_;
  std::vector<int> meeting_;  // preview's merge target, kept to reuse its memory
  std::vector<Relation> worst_;
  std::vector<std::string> problems_;
  std::vector<Aabb> boxes_;  // big scenes: bounding boxes for the broad phase
};

}  // namespace hitlab::app
