// hitlab/judge.h — judges: any implementation of a collision test (an article's formula, an engine, the
// user's own function in a plugin), asked beside the exact answer; what each answer means under the judge's
// conventions; the registry of the built-in judges.
//
// Pairs are ordered as the C interface orders them (hitlab/judge_abi.h): the first shape's type never comes
// after the second's in ShapeType order (point, segment, circle, rect, polygon, capsule).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "hitlab/message.h"
#include "hitlab/motion.h"
#include "hitlab/relation.h"
#include "hitlab/shapes.h"

namespace hitlab::judge {

// [SECTION] Pair types

/// The 21 unordered pair types, numbered in the C interface's order (the capsule's six appended).
inline constexpr int kPairTypeCount = 21;
/// The pair type of two shape types, in either order.
int pairType(ShapeType a, ShapeType b);
ShapeType firstType(int pairType);
ShapeType secondType(int pairType);
/// "segment_segment": the C interface's name (hitlab_segment_segment).
const char* pairTypeName(int pairType);
/// Whether the C interface has a points function for it (hitlab_points_<pair>: segments and circles).
bool pairTypeHasPoints(int pairType);
/// Whether the C interface has rounded functions for it (hitlab_rounded_<pair>, abi 3: a rect or polygon in
/// it, given with its radius).
bool pairTypeHasRounded(int pairType);
/// "segment-segment": the name on the command line and in reports.
std::string pairTypeLabel(int pairType);
/// From either name; -1 when it is none.
int pairTypeFromName(std::string_view name);

/// Which of the C interface's functions a judge has for a pair type, one byte of these per pair type (so that
/// pair types can be added without running out of bits): any of them makes the pair type judged.
enum ExportedFunction : std::uint8_t {
  kPairFunction = 1,              ///< hitlab_<pair> (a built-in judge: it answers the pair type)
  kPointsFunction = 2,            ///< hitlab_points_<pair>
  kDistanceFunction = 4,          ///< hitlab_distance_<pair>
  kRoundedFunction = 8,           ///< hitlab_rounded_<pair> (abi 3: rects and polygons with their radius)
  kRoundedDistanceFunction = 16,  ///< hitlab_distance_rounded_<pair>
  kMotionFunction = 32,           ///< hitlab_toi_<pair> (abi 4: the time of impact of the pair in motion)
  kMotionNormalFunction = 64,     ///< hitlab_toi_normal_<pair> (abi 5: the same with the contact normal)
};
inline constexpr std::uint8_t kPlainFunctions = kPairFunction | kPointsFunction | kDistanceFunction;
inline constexpr std::uint8_t kRoundedFunctions = kRoundedFunction | kRoundedDistanceFunction;
/// Whether these functions judge a pair standing still (any but the time of impact's).
inline bool judgesStill(std::uint8_t exports) { return exports & (kPlainFunctions | kRoundedFunctions); }

/// Whether a judge with these functions for the pair's type asks its rounded ones about (a, b): when either
/// has a radius, or when it has no plain function for the type (every rect and polygon then given radius 0).
inline bool usesRoundedFunctions(std::uint8_t exports, const Shape& a, const Shape& b) {
  return (exports & kRoundedFunctions) &&
         (roundingOf(a) != 0 || roundingOf(b) != 0 || !(exports & kPlainFunctions));
}

/// Calls f(double) for each value the C interface gives a function for `s`: forEachValue's, and for a
/// rounded function a rect's or polygon's radius always last (0 for a plain one: 5 values for a rect,
/// 2 n + 1 for a polygon of n vertices).
template <class F>
void forEachJudgeValue(const Shape& s, bool roundedFunction, F&& f) {
  forEachValue(s, f);
  const ShapeType t = typeOf(s);
  if (roundedFunction && (t == ShapeType::Rect || t == ShapeType::Polygon) && roundingOf(s) == 0) f(0.0);
}

// [SECTION] Conventions

/// What a judge answers for shapes that only touch.
enum class Touching { Strict, Inclusive, Either };
const char* touchingName(Touching t);

struct Conventions {
  Touching touching = Touching::Inclusive;
  std::array<std::optional<Touching>, kPairTypeCount> touchingFor{};  ///< per pair type, over `touching`
  bool float32 = false;  ///< the code works in float: it is given float-representable inputs only
  bool ccw = false;      ///< polygons are given counter-clockwise
  double skin = 0;       ///< within this distance of the boundary either answer is accepted (by design)
  std::array<std::optional<double>, kPairTypeCount> skinFor{};  ///< per pair type, over `skin`
  bool degenerateSkip =
      false;         ///< degenerate shapes (zero length, width, height, radius) are out of its scope
  double range = 0;  ///< > 0: pairs with a coordinate or radius beyond it are out of its scope
  /// It takes rounded rects and polygons (a radius on a rect or polygon) for every pair type it answers: a
  /// built-in judge, given the shapes themselves, says so (info key rounded=1).
  bool rounded = false;
  /// It takes them for these pair types: a judge outside C++ with the C interface's rounded functions for
  /// the type (hitlab_rounded_<pair>, abi 3), set from what it exports, not from its info text.
  std::array<bool, kPairTypeCount> roundedFor{};
  /// In motion: the separation of the two shapes at which it reports their contact (a time of impact that
  /// stops short by design, as conservative advancement and Box2D's b2TimeOfImpact do), and how far either
  /// way it may land (keys toi.target and toi.tolerance). A verdict may carry its own (MotionBand).
  double motionTarget = 0, motionTolerance = 0;
  Touching touchingOf(int pairType) const { return touchingFor[pairType].value_or(touching); }
  double skinOf(int pairType) const { return skinFor[pairType].value_or(skin); }
  bool roundedOf(int pairType) const { return rounded || roundedFor[pairType]; }
  /// Whether it is asked about the pair at all: not with a rounded rect or polygon unless it takes them.
  bool takes(const Shape& a, const Shape& b) const {
    return (roundingOf(a) == 0 && roundingOf(b) == 0) || roundedOf(pairType(typeOf(a), typeOf(b)));
  }
  /// The same in motion: a time of impact function (hitlab_toi_<pair>) takes plain shapes only, unless the
  /// judge takes rounded ones for every pair type (a built-in's rounded=1).
  bool takesInMotion(const Shape& a, const Shape& b) const {
    return (roundingOf(a) == 0 && roundingOf(b) == 0) || rounded;
  }
};

/// Reads hitlab_judge_info()'s text ("name=box; touching=strict; touching.rect_rect=inclusive; float=1;
/// skin=0.02; skin.circle_circle=0; degenerate=skip; range=1e4; toi.target=0.005; toi.tolerance=0.001;
/// abi=1"; a built-in's also "rounded=1").
/// Unknown keys are an error (a typo must not silently change what counts as a bug). `name` is set when the
/// text gives one.
std::optional<Conventions> parseJudgeInfo(std::string_view text, std::string& name, std::string& error);
/// The conventions as that text again (for reports and `hunt --list`).
std::string conventionsText(const Conventions& c);

// [SECTION] Verdicts

enum class Failure { None, Crash, Hang, NotANumber };

/// A judge's answer about a pair, as the C interface's pair functions return it (0 to 3).
enum class Answer { Miss = 0, Meet = 1, Touching = 2, Overlapping = 3 };

/// What a judge says of one pair.
struct Verdict {
  int answer = -1;                          ///< 0 miss, 1 meet, 2 touching, 3 overlapping; negative: declined
  bool relationGiven = true;                ///< false: the judge has no pair function, only numbers
  std::optional<std::vector<Vec2>> points;  ///< where it says the outlines cross (plugins that give them)
  std::optional<double> distance;           ///< the distance it gives (plugins that give one)
  std::vector<Vec2> contacts;        ///< an engine's contact points (its manifold: not crossing points)
  std::optional<Vec2> normal;        ///< an engine's contact normal
  std::optional<double> separation;  ///< an engine's separation (negative: penetration)
  /// In motion (a pair judged with its motions): answer 1 is a contact at this time in [0, 1], answer 0 none.
  std::optional<double> time;
  /// In motion: the separation at which this answer reports contact, and how far either way it may land,
  /// where the judge says so per pair (Box2D's depends on the shapes' radii); else the conventions'.
  std::optional<std::pair<double, double>> motionBand;
  std::string note;                 ///< why it declined, or what the engine made of the shapes
  Failure failure = Failure::None;  ///< the plugin crashed, hung or answered NaN
  std::string failureText;          ///< the signal, the time limit, the NaN field
};

/// The verdict's answer, typed: none when it declined, failed, gave numbers only or a number outside 0 to 3.
std::optional<Answer> answerOf(const Verdict& v);

/// "miss", "meet", "touching", "overlapping", "declined", or the failure ("crash", "hang", "NaN").
std::string answerName(const Verdict& v);

/// One answer as the C interface's functions give it (hitlab/judge_abi.h): the one record that every judge
/// outside C++ fills and verdictOf reads, wherever its functions ran: a plugin's process (in shared memory),
/// the page's JavaScript judge (at the offsets answerRecordLayout names), a Python function. Plain data of a
/// fixed layout: fields are appended, never moved.
struct AnswerRecord {
  std::int32_t answer = 0;         ///< the pair function's return value (0 to 3; negative: declined)
  std::int32_t pointCount = -1;    ///< the points function's return value (0 to 2); -1: none was called
  std::uint8_t pairFunction = 1;   ///< 0: the judge has no pair function, only numbers (`answer` is unused)
  std::uint8_t hasDistance = 0;    ///< a distance function gave `distance`
  std::uint8_t hasNormal = 0;      ///< (an engine) `normal` is given
  std::uint8_t hasSeparation = 0;  ///< (an engine) `separation` is given
  double points[4] = {};           ///< where the outlines cross: x0 y0 x1 y1
  double distance = 0;
  std::int32_t contactCount = 0;  ///< (an engine) its contact points, up to 2
  double contacts[4] = {};
  double normal[2] = {};
  double separation = 0;
  char note[200] = {};       ///< why it declined, or what the engine made of the shapes
  std::uint8_t hasTime = 0;  ///< (abi 4) the time of impact function gave `time`
  std::uint8_t hasBand = 0;  ///< (an engine in motion) its own target separation and tolerance are given
  double time = 0;
  double bandTarget = 0, bandTolerance = 0;
};

/// The verdict an answer record says. A points count above 2 is a NaN verdict ("the points function
/// returned 3 (0 to 2)").
Verdict verdictOf(const AnswerRecord& r);
/// The record of a verdict (a built-in judge in a process of its own): up to 2 points and 2 contacts.
AnswerRecord answerRecordOf(const Verdict& v);
/// "answer=0 pointCount=4 pairFunction=8 hasDistance=9 points=16 distance=48": each field the page's
/// JavaScript judge writes, at its byte offset in AnswerRecord.
std::string answerRecordLayout();

// [SECTION] Judges

/// The motions of a pair over one step (hitlab/motion.h): a by `a`, b by `b`.
struct PairMotion {
  Vec2 a{0, 0}, b{0, 0};
  bool operator==(const PairMotion&) const = default;
};

/// A pair to judge: standing still, or (with a motion) in motion, where the judge gives its time of impact.
struct PairOfShapes {
  Shape a, b;
  std::optional<PairMotion> motion{};
};

/// A small program that asks a judge's own code about one pair, for a bug report to its maintainers: it
/// prints what the judge answers (the C interface's number: 0 miss, 1 meet, ...).
struct Reproducer {
  std::string extension;  ///< "cpp", "c"
  std::string source;
  std::string compiler;  ///< "g++ -std=c++17", "cc"
  std::string linking;   ///< what follows the file: "-lbox2d", the plugin's file
};
/// The shell command that builds `file` (the reproducer's source, written in the current folder) into a
/// program named `program` and runs it.
std::string reproducerCommand(const Reproducer& r, const std::string& file, const std::string& program);

class Judge {
 public:
  virtual ~Judge() = default;
  virtual const std::string& name() const = 0;
  virtual const Conventions& conventions() const = 0;
  /// Whether it answers this pair type at all.
  virtual bool answers(int pairType) const = 0;
  /// One pair: a and b in pair-type order, polygons valid (counter-clockwise when conventions().ccw), every
  /// value float-representable when conventions().float32.
  virtual Verdict judge(const Shape& a, const Shape& b) = 0;
  /// Whether it gives a time of impact for the pair type (a judge in motion).
  virtual bool answersMotion(int /*pairType*/) const { return false; }
  /// One pair in motion over one step, as judge()'s pair: answer 1 with `time` (the first contact in [0, 1])
  /// or answer 0 (no contact in the step); the default declines.
  virtual Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb);
  /// Many pairs at once (a plugin sends them to its process in one batch); the default asks judge() each
  /// (judgeMotion() for a pair with a motion).
  virtual void judgeMany(std::span<const PairOfShapes> pairs, std::span<Verdict> out);
  /// Another judge like this one, for another thread (a plugin: another process).
  virtual std::unique_ptr<Judge> clone() const = 0;
  /// A plugin whose file changed since it was loaded is loaded again: true when it was.
  virtual bool reloadIfChanged() { return false; }
  /// A plugin that could not be loaded (again) says why; empty when the judge works.
  virtual std::string problem() const { return {}; }
  /// Whether judgeMany's work runs in another process (a plugin, an engine that may abort), so that a hunt
  /// can make and assess its other batches meanwhile.
  virtual bool judgesElsewhere() const { return false; }
  /// A program that asks this judge's code about (a, b) outside hitlab (an engine through its own API, a
  /// plugin through its C functions); none when there is no such code to ask.
  virtual std::optional<Reproducer> reproducer(const Shape&, const Shape&) const { return std::nullopt; }
  /// The same for a pair in motion.
  virtual std::optional<Reproducer> motionReproducer(const Shape&, Vec2, const Shape&, Vec2) const {
    return std::nullopt;
  }
  /// Whether it judges any pair type standing still, and in motion.
  bool judgesAnyStill() const;
  bool judgesAnyMotion() const;
};

/// A judge of pairs in motion only (a time of impact, an engine's cast): it answers no pair standing still,
/// and declines one in words.
class MotionJudge : public Judge {
 public:
  bool answers(int) const override { return false; }
  Verdict judge(const Shape&, const Shape&) override;
};

// [SECTION] The registry of built-in judges

struct BuiltInJudge {
  std::string name;
  std::string summary;  ///< one line: what it is, its pair types
  std::function<std::unique_ptr<Judge>()> make;
  /// It may abort on inputs it cannot represent (an engine's assertions): openJudge runs it in a process of
  /// its own, where an abort declines the input instead of ending hitlab.
  bool isolated = false;
};

/// Each built-in judge's file registers itself with a static Registration.
struct Registration {
  explicit Registration(BuiltInJudge judge);
};

/// Every built-in judge, sorted by name.
std::vector<const BuiltInJudge*> builtInJudges();

/// How a judge that runs in a process of its own (a plugin, an isolated engine) is run.
struct OpenOptions {
  double callLimit = 2;  ///< seconds one call may take before it counts as a hang
};

/// A built-in judge by its name, or a plugin (a path: it holds a '/' or ends in ".so"); null with `error`
/// set (one line) when there is none or the plugin cannot be loaded.
std::unique_ptr<Judge> openJudge(std::string_view nameOrPath, std::string& error,
                                 const OpenOptions& options = {});

// [SECTION] Assessment: a verdict against the exact answer

/// What went wrong, when something did.
enum class FindingClass {
  TouchingAsMiss,     ///< touching, said miss (an inclusive judge)
  TouchingAsHit,      ///< touching, said meet (a strict judge)
  ApartAsHit,         ///< disjoint, said meet / touching / overlapping
  OverlapAsMiss,      ///< overlapping, said miss
  TouchingAsOverlap,  ///< touching, said overlapping
  OverlapAsTouching,  ///< overlapping, said touching
  PointsOff,          ///< crossing points missing, extra or off by more than the tolerance
  DistanceOff,        ///< the distance off by more than the tolerance
  Crash,
  Hang,
  NotANumber,
  // In motion (a time of impact against the exact one, hitlab/motion.h), beyond the judge's target band:
  ContactMissed,   ///< they meet in the step (deeper than its band), it says no contact
  PhantomContact,  ///< they never come within its band in the step, it says contact
  TimeEarly,       ///< at the time it gives they are still farther apart than its band
  TimeLate,        ///< at the time it gives they are already deeper than its band (or met long before)
  /// its time holds, but the contact normal it gives (Verdict::normal) does not part the shapes there: along
  /// it they stand nearer than they are, beyond its band
  NormalOff,
};
inline constexpr int kFindingClassCount = 16;
/// Whether the class is about a time of impact.
inline bool isMotionClass(FindingClass c) { return c >= FindingClass::ContactMissed; }
/// "touching taken as a miss", ...
const char* findingClassName(FindingClass c);
/// "touching-as-miss", ... (file names, JSON)
const char* findingClassKey(FindingClass c);

enum class Outcome { Agrees, ByDesign, Wrong, Declined };

struct Assessment {
  Outcome outcome = Outcome::Agrees;
  FindingClass finding = FindingClass::ApartAsHit;  ///< when Wrong
  std::string why;                                  ///< when ByDesign or Wrong: one line
  /// why by id (assessmentForms; empty id when there is no why): each language words it from its own table.
  Message message = {};
};
/// What assess() and assessMotion() say (Assessment::message), each form's id and English, in one table
/// (the app's Japanese words them by id: app/ui/ui_text.cpp). The judge's own words (a crash's text, its
/// note) are an argument, as they came.
const std::vector<MessageForm>& assessmentForms();
/// An assessment's message in English: Assessment::why.
std::string assessmentEnglish(const Message& m);
/// An assessment saying m (its why: m in English).
Assessment assessmentSaying(Outcome outcome, FindingClass c, Message m);
/// A wrong answer's assessment: its finding class and message.
inline Assessment assessmentWrong(FindingClass c, Message m) {
  return assessmentSaying(Outcome::Wrong, c, std::move(m));
}
/// A declining verdict's assessment: its note, when it gives one, in the judge's own words.
Assessment declinedAssessment(const Verdict& v);

// [SECTION] What the pair is: the situation a wrong answer is grouped under, and how wrong it is

/// The geometry of a pair, the first of these that holds (facts decided exactly; "near" within 2^-20 of
/// the pair's size, or of a radian): two wrong answers in different situations have different causes.
enum class Situation {
  Degenerate,       ///< a segment of zero length, a rect of zero width or height, a circle of radius 0
  Nested,           ///< one inside the other (a point inside is not this)
  SharedVertex,     ///< a corner of one is a corner of the other
  EdgesOnOneLine,   ///< an edge of each on one line, meeting (segments: collinear)
  VertexOnOutline,  ///< a corner of one on the other's outline
  Tangent,          ///< a circle touching, or within a hair of touching
  ParallelEdges,    ///< apart, nearest along two parallel edges facing each other
  NearParallel,     ///< a segment at a tiny angle to an edge (or segment) it meets or nearly meets
  NearCorner,       ///< they cross, or are apart by a hair, within a hair of a corner
  General,          ///< none of these
  // In motion, the first of these that holds (a degenerate shape first, as above):
  StartsInContact,   ///< they touch or overlap at t = 0
  ContactAtStepEnd,  ///< their first contact is exactly at t = 1
  Grazing,           ///< they touch in the step and never overlap (sliding along, meeting for an instant)
  Tunnelling,        ///< apart at t = 0 and t = 1, meeting between: what a test at each frame misses
  Entering,          ///< a first contact within the step, overlapping after it
  NoContact,         ///< they never meet in the step
};
inline constexpr int kSituationCount = 16;
/// "a shared vertex", ... (reports)
const char* situationName(Situation s);
/// "shared-vertex", ... (file names, JSON)
const char* situationKey(Situation s);

/// The pair's size against the judge's number type: tiny or huge where a product of four coordinates leaves
/// its normal range (2^+-255 in double, 2^+-31 in float), where underflow and overflow bite.
enum class ScaleBand { Tiny, Ordinary, Huge };
const char* scaleName(ScaleBand s);

/// The shapes' own size: the larger of their extents (bounding box's longer side, a circle's diameter).
double pairSize(const Shape& a, const Shape& b);
/// The situation of (a, b); `r` is evaluate(a, b) after roundPrinted.
Situation situationOf(const Shape& a, const Shape& b, const PairResult& r);
ScaleBand scaleOf(const Shape& a, const Shape& b, bool float32);
/// How wrong a wrong answer of class `c` is, in the shapes' units: the gap of shapes taken as meeting, the
/// depth of an overlap taken as a miss, how far its points or distance are off; 0 on the boundary (a
/// touching pair); NaN for a crash, a hang or NaN.
double errorOf(const Shape& a, const Shape& b, const PairResult& r, const Verdict& v, FindingClass c);
/// Whether an error this large relative to pairSize is beyond rounding in the judge's number type (more than
/// 2^10 units in its last place).
bool isGross(double relativeError, bool float32);

/// A verdict that failed (a crash, a hang, NaN) as its finding; none for one that did not.
std::optional<Assessment> failureAssessment(const Verdict& v);

/// A verdict against the exact answer of (a, b) under the judge's conventions. `exact` is classify(a, b);
/// the full result (points, distance) is evaluated only when the verdict holds numbers or a skin applies.
/// `tolerance` is relative to the pair's scale (pairScale): numbers off by more are wrong.
Assessment assess(const Shape& a, const Shape& b, Relation exact, const Verdict& v, const Conventions& c,
                  double tolerance);

// [SECTION] In motion: a time of impact against the exact one

/// The separations (signed: the distance apart, minus the depth of an overlap) at which a judge in motion
/// reports contact: [lo, hi], from the verdict's band or the conventions'.
struct MotionBand {
  double lo = 0, hi = 0;
};
MotionBand motionBandOf(const Verdict& v, const Conventions& c);

/// A time of impact verdict against the exact one (`exact` is timeOfImpact(a, va, b, vb)), under the judge's
/// band: contact said at a time where the shapes' separation is within the band (or the time within
/// `tolerance` of the exact one, or at t = 0 nearer than the band already) agrees, within a non-zero band by
/// design; no contact said is wrong where they meet exactly in the step (for a band reaching below 0, only
/// where they go deeper than its lower end). Separations are those of the shapes moved to the time in
/// doubles, with a slack of `tolerance` times the pair's scale and motion; a pair whose moved coordinates
/// cannot be held that closely is given the benefit of the doubt (no finding that cannot be shown).
Assessment assessMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const TimeOfImpact& exact,
                        const Verdict& v, const Conventions& c, double tolerance);

/// The situation of a pair in motion (a degenerate shape first, then the first that holds of the motion
/// situations).
Situation motionSituationOf(const Shape& a, const Shape& b, const TimeOfImpact& exact);
/// How wrong a time of impact of class `c` is, in the shapes' units: how far its separation at the time it
/// gives lies outside its band, or how deep the contact it misses goes; NaN for a failure.
double motionErrorOf(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const TimeOfImpact& exact,
                     const Verdict& v, const Conventions& c, FindingClass cls);

}  // namespace hitlab::judge
