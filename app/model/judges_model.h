// judges_model.h — the judges the user ticked and what they said (no GL, no ImGui): each judge's verdict on
// the selected pair, its marks on every pair of the scene, a plugin reloaded when its file changes, a judge
// that hung left alone until then, the page's JavaScript judge kept in the config folder, and a hunt running
// on a thread of its own. The Judges section (ui/judges_section.cpp) draws it; tests/test_judges_model.cpp
// drives it as the section does.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "hitlab/hunt.h"
#include "hitlab/judge.h"
#include "scene_model.h"

namespace hitlab::app {

/// How one judge's answer on one pair stands against the exact answer.
struct JudgeMark {
  enum class Kind : signed char { NotAsked, NotForPair, Judged } kind = Kind::NotAsked;
  int answer = -1;  ///< what it said (Verdict::answer) when Judged
  judge::Outcome outcome = judge::Outcome::Agrees;
  judge::FindingClass finding = judge::FindingClass::ApartAsHit;  ///< when Wrong
};

/// One judge ticked, and what it said last.
struct ActiveJudge {
  std::unique_ptr<judge::Judge> judge;
  std::string source;   ///< the name or path it was opened by
  bool script = false;  ///< the page's judge in JavaScript
  // Its verdict on the selected pair, and what it was for.
  std::size_t revision = ~std::size_t(0);  ///< SceneModel::liveRevision (a drag's every frame too)
  int pairA = -1, pairB = -1;
  bool answers = false;  ///< it takes the selected pair's type (and the pair is valid for it)
  /// The pair moves and the judge gives times of impact: its verdict is one (contact at a time, or none),
  /// assessed against the exact time (assessMotion).
  bool motion = false;
  bool rounded = false;  ///< the shapes were rounded to float for it
  judge::Verdict verdict;
  judge::Assessment assessment;
  std::string numbers;  ///< its numbers against the exact ones (judgeNumbersText), when it gives some
  /// It hung: asked again only once its file changes (each hang holds the window for the call limit).
  bool stalled = false;
  // Every pair of the scene (up to kScenePairs), asked in one batch when the scene changes.
  std::size_t sceneRevision = ~std::size_t(0);
  struct Wrong {
    int a, b;
    judge::FindingClass finding;
  };
  std::vector<Wrong> wrong;      ///< the pairs it is wrong on
  std::vector<JudgeMark> marks;  ///< by index in SceneModel::pairs()
  std::size_t asked = 0;         ///< pairs asked
};

/// A hunt of one judge (its clones: a plugin's processes), on a thread of its own where there are threads.
struct HuntRun {
  std::thread thread;
  std::atomic<bool> cancel{false}, done{false};
  std::atomic<long long> calls{0}, wrong{0};
  std::atomic<int> classes{0};
  double budget = 10;  ///< seconds
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::string judge, dir, error;
  judge::HuntReport report;         ///< once done
  std::vector<std::string> scenes;  ///< the findings' scene files, in report order
  HuntRun() = default;
  HuntRun(const HuntRun&) = delete;
  HuntRun& operator=(const HuntRun&) = delete;
  ~HuntRun();
};

/// The judges' live state (copyable, as AppState's SectionStates keeps it: the judges are shared).
struct JudgesModel {
  /// Pairs of a scene asked in one batch, at most (beyond: NotAsked).
  static constexpr std::size_t kScenePairs = 5000;
  std::vector<std::shared_ptr<ActiveJudge>> active;  ///< in the order ticked (their colours follow it)
  std::size_t revision = 0;  ///< grows when a judge is added, removed or reloaded: marks before are stale
  std::shared_ptr<HuntRun> hunt;
  std::chrono::steady_clock::time_point lastReloadCheck;
  // The page's judge in JavaScript: its code as typed, read from the config folder's judge.js once.
  std::string script;
  bool scriptRead = false;
  std::string scriptError;
};

// Judges in and out.
/// A built-in judge by name or a plugin by path; false with the reason in `error`.
bool addJudge(JudgesModel& m, const std::string& nameOrPath, std::string& error,
              const judge::OpenOptions& options = {});
/// A judge made elsewhere (the page's JavaScript judge, with script = true: it replaces the one before).
void addJudge(JudgesModel& m, std::unique_ptr<judge::Judge> judge, std::string source, bool script);
void removeJudge(JudgesModel& m, std::size_t index);
bool hasScriptJudge(const JudgesModel& m);

/// Once a frame: plugins whose file changed are loaded again (checked every 250 ms from `now`); each judge's
/// verdict follows the selected pair and every edit, live while a drag goes on, and its marks the whole
/// scene once a drag has ended.
void updateJudges(JudgesModel& m, const SceneModel& scene, bool dragging,
                  std::chrono::steady_clock::time_point now = std::chrono::steady_clock::now());

/// Its mark on the pair at `pairIndex` of scene.pairs(): NotAsked when its marks are older than the scene.
JudgeMark judgeMarkOf(const JudgesModel& m, std::size_t judge, const SceneModel& scene,
                      std::size_t pairIndex);
/// Its marks on the pairs given (either order), asked now in one batch (a judge that hung: NotAsked).
std::vector<JudgeMark> judgeMarks(JudgesModel& m, std::size_t judge,
                                  std::span<const judge::PairOfShapes> pairs);

/// "agrees", "by-design", "declined", the class's key of a wrong answer, or "n/a" (not for the pair).
std::string outcomeWord(const ActiveJudge& j);
/// The frame report's "name:answer:outcome:wrong-pairs|..." ("-": no judge; spaces, commas, bars and colons
/// in a name or answer as "_") and hunt state ("-", "running",
/// "done:KINDS").
std::string judgesReport(const JudgesModel& m);
/// What a judge said on the selected pair, in words: its answer ("miss", "overlapping", "declined"), or in
/// motion its time ("t=0.25") or "no contact".
std::string verdictWords(const ActiveJudge& j);
std::string huntReportState(const JudgesModel& m);

/// A judge's numbers on a pair against the exact ones, each rounded once: its crossing points and distance
/// with how many ulps each is from the exact value; an engine's contact points, normal and separation as
/// given ("" when it gives none).
std::string judgeNumbersText(const Shape& a, const Shape& b, const judge::Verdict& v);

// The hunt.
/// Starts hunting the judge at `index` (a clone of it) as `options` say (its cancel and progress are the
/// run's), writing its report into `dir`; on a thread of its own when `thread`, else before it returns.
void startHunt(JudgesModel& m, std::size_t index, judge::HuntOptions options, std::string dir, bool thread);
bool huntRunning(const JudgesModel& m);

// The page's JavaScript judge, kept in `configDir` as judge.js (judge.off: taken out of the section).
/// Reads the code once; true when it was in use when last kept (the caller compiles and adds it).
bool readScript(JudgesModel& m, const std::string& configDir);
/// Saves the code atomically and whether it is in use; a failure is left in m.scriptError.
void keepScript(JudgesModel& m, const std::string& configDir, bool inUse);

}  // namespace hitlab::app
