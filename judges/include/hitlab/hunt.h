// hitlab/hunt.h — the hunt: inputs where a judge and the exact answer part, searched where they are likely
// (touching, collinear, tangent, vertex on edge, a few ulps from those, at every scale), shrunk to readable
// numbers, grouped by what went wrong, and written as regression scenes with pictures and a report.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "hitlab/judge.h"

namespace hitlab::judge {

struct HuntOptions {
  std::vector<int> pairTypes;  ///< empty: every pair type the judge answers
  /// Pairs in motion: the judge's time of impact against the exact one (its answersMotion pair types),
  /// from the motion generators. A judge that judges nothing standing still is hunted in motion anyway.
  bool motion = false;
  double seconds = 60;  ///< time budget (0: none; then `calls` must be set)
  long long calls = 0;  ///< budget in judged pairs, over all jobs (0: none); deterministic
  std::uint64_t seed = 1;
  int jobs = 1;           ///< threads, each with its own copy of the judge (a plugin: its own process)
  double tolerance = -1;  ///< for points and distances, relative to the pair's size (< 0: 1e-9, float 1e-6)
  int batch = 1024;       ///< pairs per judgeMany call (a vectorised judge, one call per array: more)
  std::atomic<bool>* cancel = nullptr;
  /// A folder of earlier findings (defaultFindingsDatabase): its pairs are asked first (HuntReport::replayed)
  /// and this hunt's findings are added to it. Empty: none.
  std::string database;
  /// Called now and then from the calling thread (never from a job's): what the hunt has so far.
  std::function<void(const struct HuntProgress&)> progress;
};

struct HuntProgress {
  double seconds = 0;
  long long calls = 0;  ///< pairs judged
  long long wrong = 0;  ///< pairs where it was wrong (before grouping)
  int classes = 0;      ///< distinct (pair type, class) found so far
};

/// A pair a judge is wrong on, with what it said and how wrong that is.
struct Example {
  Shape a, b;
  Relation exact{};
  Verdict verdict;
  std::string why;                     ///< assess()'s line
  Message message{};                   ///< why by id (Assessment::message): each language words it by id
  double error = 0;                    ///< errorOf(): in the shapes' units; NaN for a crash, a hang or NaN
  double relativeError = 0;            ///< error / pairSize (error itself for two points)
  std::optional<PairMotion> motion{};  ///< in motion: the shapes' motions over the step
};

/// One cause: the wrong answers of one pair type and class in one situation, scale band and size of error
/// (beyond rounding or not), with the simplest example (the first found, shrunk) and the worst.
struct Finding {
  FindingClass finding{};
  int pairType = 0;
  Situation situation = Situation::General;
  ScaleBand scale = ScaleBand::Ordinary;
  bool gross = false;  ///< its errors are beyond rounding in the judge's number type (isGross)
  /// Beyond what the judge claims to handle (a degenerate shape under degenerate=skip, a coordinate beyond
  /// range=R): listed apart, after the others, and no failure of the hunt.
  bool outOfScope = false;
  Shape a, b;                  ///< shrunk (the judge is still wrong on them, in the same way and situation)
  Shape originalA, originalB;  ///< as the generator made them
  std::optional<PairMotion> motion, originalMotion;  ///< in motion: the motions, shrunk and as made
  Relation exact{};                                  ///< (in motion: at t = 0)
  Verdict verdict;                                   ///< the judge's answer on (a, b)
  std::string why;                                   ///< assess()'s line
  Message message{};                                 ///< why by id, as Example's
  double error = 0, relativeError = 0;               ///< of (a, b), as Example's
  /// The largest error found among its pairs (by relativeError), shrunk while it stays at least half as
  /// large; none when that is the simplest example's (an error of 0 on the boundary, a crash).
  std::optional<Example> worst;
  double smallestSize = 0, largestSize = 0;  ///< pairSize over its pairs: the scales it was found at
  std::string generator;
  long long count = 0;      ///< how many pairs it was wrong on in this way
  double firstSeconds = 0;  ///< when the first of them was found
  std::string fileBase;     ///< its files' name without extension (findingFileBase)
  /// A program that asks the judge's own code about (a, b) (Judge::reproducer), for a report upstream.
  std::optional<Reproducer> reproducer;
};

/// How wrong a finding is at worst, in words: "apart by 0.12% of their size", "overlapping by 2.3e-17 of
/// their size", "on the boundary", "crash".
std::string severityText(const Finding& f);

/// An earlier finding asked again (HuntOptions::database).
struct Replayed {
  std::string file;         ///< its file in the database
  std::string was;          ///< the class it was found in ("apart-as-hit")
  bool stillWrong = false;  ///< the judge is wrong on it again (then it is among the findings too)
  std::string now;          ///< what happens now: assess()'s line, or "agrees with the exact answer"
};

struct HuntReport {
  std::string judge;
  Conventions conventions;
  bool motion = false;  ///< the pairs were in motion (HuntOptions::motion)
  std::vector<int> pairTypes;
  std::uint64_t seed = 0;
  int jobs = 1;
  double seconds = 0;
  long long calls = 0;     ///< pairs judged
  long long declined = 0;  ///< pairs it declined
  long long byDesign = 0;  ///< pairs where it differed inside its stated convention (a skin)
  /// One per cause, the worst first: crashes, hangs and NaN, then by the largest relative error; those out of
  /// the judge's declared scope after all the others.
  std::vector<Finding> findings;
  /// Findings dropped because the judge was not wrong again on their own scene file (neither the shrunk
  /// pair nor the pair as generated): their file names. A judge whose answer depends on earlier calls.
  std::vector<std::string> notReproduced;
  std::string database;            ///< the findings database used, if any
  std::vector<Replayed> replayed;  ///< its findings asked again, in file order
  int addedToDatabase = 0;         ///< pairs of this hunt's findings it did not hold yet
  /// Pairs judged and pairs wrong per generator, by name.
  std::vector<std::pair<std::string, std::pair<long long, long long>>> generators;
  double firstFindingSeconds = -1;
};

/// How many findings are within the judge's declared scope (the ones that fail a hunt).
inline std::size_t findingsInScope(const HuntReport& r) {
  std::size_t n = 0;
  for (const Finding& f : r.findings) n += !f.outOfScope;
  return n;
}

/// Where a judge's findings are kept between hunts: $XDG_DATA_HOME/hitlab/hunt/<judge> (by default
/// ~/.local/share/hitlab/hunt/<judge>); empty when neither is set.
std::string defaultFindingsDatabase(const std::string& judgeName);

/// The generators' names, in the order they take turns (of pairs in motion, or standing still).
std::vector<std::string> generatorNames(bool motion = false);

/// Hunts `judge` (its clones run the jobs). Throws std::invalid_argument for a pair type it does not answer
/// (in motion: give no time of impact for).
HuntReport hunt(const Judge& judge, const HuntOptions& options);

/// Makes a finding's numbers as readable as possible while `judge` stays wrong in the same way: fewer
/// polygon vertices, the pair moved toward the origin, each value the shortest decimal or small integer that
/// keeps it wrong. At most `maxCalls` calls of the judge.
void shrink(Judge& judge, Finding& f, double tolerance, int maxCalls = 4000);
/// The same for the finding's worst example, which must also stay at least half as wrong (relativeError).
void shrinkWorst(Judge& judge, Finding& f, double tolerance, int maxCalls = 2000);

/// Writes the report into `dir` (made if missing): per finding a regression scene `<pair>-<class>.json` (the
/// exact expectations, `hitlab-cli check --exact` holds them, and the judge's answer under "found_by") and a
/// picture `<pair>-<class>.svg`; `report.html` (the pictures inline) and `junit.xml`. Returns the files
/// written; throws std::runtime_error naming the file that cannot be written.
std::vector<std::string> writeHuntReport(const HuntReport& report, const std::string& dir);

/// A finding's regression scene, the text of `<pair>-<class>.json` (findingFileBase) as writeHuntReport
/// writes it: the pair, the exact expectations and the judge's answer under "found_by"; with `worst`, its
/// worst example's (`-worst.json`).
std::string findingScene(const Finding& f, const HuntReport& report, bool worst = false);
/// "segment-segment-apart-as-hit" for the worst entry of its pair type and class,
/// "segment-segment-apart-as-hit- edges-on-one-line" (and "-tiny", "-huge", "-gross") for the others: its
/// files' name without extension. The worst example's scene is this name with "-worst".
std::string findingFileBase(const Finding& f);

/// A finding as a bug report for the judge's maintainers (`<pair>-<class>.md`): how wrong, the input exactly
/// (decimal and C99 hex, nothing rounded), what the judge answers, the exact answer, the picture, and how to
/// reproduce it with hitlab and without (its reproducer, written beside it as `...-repro.cpp` or `.c`).
std::string findingMarkdown(const Finding& f, const HuntReport& report);

/// The SVG picture of a finding: the pair whole, and zoomed to the place where the answers part.
std::string findingSvg(const Finding& f);

}  // namespace hitlab::judge
