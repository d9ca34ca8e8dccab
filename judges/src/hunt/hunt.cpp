// hunt.cpp — the search: jobs take turns over the pair types and the generators, judge batches of pairs,
// decide each exactly, and keep the first pair of each (pair type, class) with counts; the findings are
// shrunk at the end. With a budget in calls the result depends on the seed and the budget alone.
#include "hitlab/hunt.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <future>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "database.h"
#include "describe.h"
#include "generators.h"
#include "hitlab/scene_io.h"

namespace hitlab::judge {

namespace {

using Clock = std::chrono::steady_clock;

double elapsed(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// What one job found: per cause the first pair, the worst and a count; per generator its calls and wrongs.
struct JobResult {
  std::map<FindingKey, Finding> findings;
  FindingKey lastNew;
  std::vector<long long> generatorCalls, generatorWrong;
  long long calls = 0, declined = 0, byDesign = 0;
};

struct Shared {
  std::atomic<long long> calls{0}, wrong{0};
  std::atomic<int> classes{0}, jobsDone{0};
  std::atomic<bool> stop{false};
  std::mutex classMutex;
  std::map<FindingKey, bool> seenClasses;
  double firstFinding = -1;
};

// A wrong answer counted under its cause; true when it is the first of that cause (its key: out.lastNew).
bool record(JobResult& out, Example e, FindingClass finding, const Conventions& c,
            const std::string& generator, double seconds) {
  const Described d = describe(PairOfShapes{e.a, e.b, e.motion}, e.verdict, finding, c);
  e.error = d.error, e.relativeError = d.relativeError;
  const double size = pairSize(e.a, e.b);
  auto [it, fresh] = out.findings.try_emplace(d.key);
  Finding& f = it->second;
  ++f.count;
  if (!fresh) {
    f.smallestSize = std::min(f.smallestSize, size), f.largestSize = std::max(f.largestSize, size);
    if (largerError(d.relativeError, f.worst->relativeError)) f.worst = e;
    return false;
  }
  f.finding = d.key.finding, f.pairType = d.key.pairType, f.situation = d.key.situation;
  f.scale = d.key.scale, f.gross = d.key.gross, f.outOfScope = d.key.outOfScope;
  take(f, e);
  f.originalA = e.a, f.originalB = e.b, f.originalMotion = e.motion;
  f.generator = generator;
  f.worst = e;
  f.smallestSize = f.largestSize = size;
  f.firstSeconds = seconds;
  out.lastNew = d.key;
  return true;
}

// One batch of a job: the pairs made, each one's generator, and the judge's verdicts.
struct Batch {
  std::vector<PairOfShapes> pairs;
  std::vector<int> generator;
  std::vector<Verdict> verdicts;
};

void runJob(Judge& judge, const HuntOptions& o, const std::vector<int>& pairTypes, double tolerance, int job,
            long long callBudget, Clock::time_point start, Shared& shared, JobResult& out) {
  if (o.calls > 0 && callBudget <= 0) return;  // (fewer calls than jobs: this one has none)
  Rng rng(o.seed * 0x100000001B3ull + std::uint64_t(job) * 0x9E3779B97F4A7C15ull + 1);
  const auto& gens = o.motion ? motionGenerators() : generators();
  const Conventions& c = judge.conventions();
  out.generatorCalls.assign(gens.size(), 0);
  out.generatorWrong.assign(gens.size(), 0);
  const int batchSize = std::max(1, o.batch);
  std::size_t turn = 0;
  long long made = 0;  // pairs made so far (the calls budget counts them)
  auto goOn = [&] {
    if (shared.stop.load(std::memory_order_relaxed) || (callBudget > 0 && made >= callBudget)) return false;
    if (o.cancel && o.cancel->load()) return false;
    return !(o.seconds > 0 && elapsed(start) > o.seconds);
  };
  // The next batch: each pair type and generator in turn (the only use of the random numbers, so the pairs
  // are the same whatever runs beside it). False when none could be made.
  auto make = [&](Batch& b) {
    b.pairs.clear(), b.generator.clear();
    const long long room = callBudget > 0 ? std::min<long long>(batchSize, callBudget - made) : batchSize;
    int tries = 0;
    while (static_cast<long long>(b.pairs.size()) < room && tries++ < 8 * batchSize) {
      const int pair = pairTypes[turn % pairTypes.size()];
      const int g = static_cast<int>((turn / pairTypes.size()) % gens.size());
      ++turn;
      GeneratorSettings settings = settingsFor(c, pair);
      if (o.motion) settings.rounded = c.rounded;  // (a plugin's time of impact takes plain shapes)
      PairOfShapes p;
      if (!generate(gens[g], rng, firstType(pair), secondType(pair), settings, p)) continue;
      if (c.float32) {
        for (Shape* s : {&p.a, &p.b}) roundToFloats(*s);
        if (p.motion) roundToFloats(*p.motion);
      }
      if (!usable(p, settings)) continue;
      b.pairs.push_back(std::move(p));
      b.generator.push_back(g);
    }
    b.verdicts.resize(b.pairs.size());
    made += static_cast<long long>(b.pairs.size());
    return !b.pairs.empty();
  };
  // Each verdict of a judged batch decided exactly and each wrong one recorded, in order.
  auto assessAll = [&](const Batch& b) {
    for (std::size_t i = 0; i < b.pairs.size(); ++i) {
      const int g = b.generator[i];
      ++out.calls, ++out.generatorCalls[g];
      const auto [exact, as] = decide(b.pairs[i], b.verdicts[i], c, tolerance);
      if (as.outcome == Outcome::Declined) ++out.declined;
      if (as.outcome == Outcome::ByDesign) ++out.byDesign;
      if (as.outcome != Outcome::Wrong) continue;
      ++out.generatorWrong[g];
      shared.wrong.fetch_add(1, std::memory_order_relaxed);
      const Example e = exampleOf(b.pairs[i], exact, b.verdicts[i], as);
      if (!record(out, e, as.finding, c, gens[g].name, elapsed(start))) continue;
      std::lock_guard lock(shared.classMutex);
      if (shared.seenClasses.emplace(out.lastNew, true).second) shared.classes.fetch_add(1);
      if (shared.firstFinding < 0) shared.firstFinding = elapsed(start);
    }
    shared.calls.fetch_add(static_cast<long long>(b.pairs.size()), std::memory_order_relaxed);
  };
  Batch current, other;
#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)
  if (judge.judgesElsewhere()) {
    // The judge works in its own process: while it judges one batch, this thread makes the next and
    // assesses the last, so that a job costs the larger of the two, not their sum. The same pairs in the same
    // order, so the same findings.
    if (!goOn() || !make(current)) return;
    auto judging = std::async(std::launch::async, [&] { judge.judgeMany(current.pairs, current.verdicts); });
    for (;;) {
      const bool more = goOn() && make(other);
      judging.get();
      std::swap(current, other);  // (current: the batch made, other: the one judged)
      if (more)
        judging = std::async(std::launch::async, [&] { judge.judgeMany(current.pairs, current.verdicts); });
      assessAll(other);
      if (!more) return;
    }
  }
#endif
  while (goOn() && make(current)) {
    judge.judgeMany(current.pairs, current.verdicts);
    assessAll(current);
  }
}

// Whether the finding holds as its scene file states it: the two shapes read back from that text, judged
// by `judge` through judgeMany (the hunt's own call path), decided exactly again and wrong in the same way.
// The judge's answer and the exact relation are then those of the file.
std::optional<Example> judgedFromItsFile(Judge& judge, const Finding& f, const std::string& text,
                                         double tolerance) {
  Scene scene;
  try {
    scene = parseScene(text, findingFileBase(f) + ".json");
  } catch (const SceneError&) {
    return std::nullopt;
  }
  if (scene.shapes.size() != 2) return std::nullopt;
  PairOfShapes pair{scene.shapes[0].shape, scene.shapes[1].shape};
  if (f.motion) pair.motion = PairMotion{scene.shapes[0].motion, scene.shapes[1].motion};
  // (as the judge's conventions have it: floats for a float judge, counter-clockwise for a ccw one)
  const GeneratorSettings settings =
      settingsFor(judge.conventions(), pairType(typeOf(pair.a), typeOf(pair.b)));
  if (!usable(pair, settings)) return std::nullopt;
  Verdict v;
  judge.judgeMany({&pair, 1}, {&v, 1});
  const auto [exact, as] = decide(pair, v, judge.conventions(), tolerance);
  if (as.outcome != Outcome::Wrong) return std::nullopt;
  const Described d = describe(pair, v, as.finding, judge.conventions());
  if (d.key != keyOf(f)) return std::nullopt;
  return exampleOf(pair, exact, std::move(v), as, d);
}

bool reproducesFromItsFile(Judge& judge, Finding& f, const HuntReport& report, double tolerance) {
  auto e = judgedFromItsFile(judge, f, findingScene(f, report), tolerance);
  if (!e) return false;
  // (the shapes stay the finding's own: the file's are the same numbers, read back)
  f.exact = e->exact, f.verdict = std::move(e->verdict), f.why = std::move(e->why);
  f.message = std::move(e->message), f.error = e->error, f.relativeError = e->relativeError;
  return true;
}

// The worst example alike; it is dropped when it is no worse than the simplest.
bool worstReproducesFromItsFile(Judge& judge, Finding& f, const HuntReport& report, double tolerance) {
  auto e = judgedFromItsFile(judge, f, findingScene(f, report, true), tolerance);
  if (!e || !largerError(e->relativeError, f.relativeError)) return false;
  f.worst = std::move(*e);
  return true;
}

// The database's findings of these pair types, asked again in batches: each still wrong is recorded as found
// by "database" at time 0; each one listed with what happens now.
void replay(Judge& judge, const std::string& dir, const std::vector<int>& pairTypes, double tolerance,
            JobResult& out, HuntReport& report) {
  const Conventions& c = judge.conventions();
  std::vector<StoredFinding> stored;
  for (StoredFinding& s : readFindingsDatabase(dir)) {
    if (s.motion.has_value() != report.motion) continue;  // (a hunt in motion asks the findings in motion)
    const int pair = pairType(typeOf(s.a), typeOf(s.b));
    if (typeOf(s.a) != firstType(pair)) continue;  // (not in the C interface's order: not one of ours)
    if (std::find(pairTypes.begin(), pairTypes.end(), pair) == pairTypes.end()) continue;
    const GeneratorSettings settings = settingsFor(c, pair);
    if (!usable(PairOfShapes{s.a, s.b, s.motion}, settings)) continue;
    stored.push_back(std::move(s));
  }
  std::vector<PairOfShapes> pairs;
  pairs.reserve(stored.size());
  for (const StoredFinding& s : stored) pairs.push_back({s.a, s.b, s.motion});
  std::vector<Verdict> verdicts(pairs.size());
  if (!pairs.empty()) judge.judgeMany(pairs, verdicts);
  for (std::size_t i = 0; i < stored.size(); ++i) {
    const auto [exact, as] = decide(pairs[i], verdicts[i], c, tolerance);
    const bool wrong = as.outcome == Outcome::Wrong;
    report.replayed.push_back(
        {stored[i].file, stored[i].classKey, wrong,
         wrong || as.outcome == Outcome::Declined ? as.why : "agrees with the exact answer"});
    if (wrong) record(out, exampleOf(pairs[i], exact, verdicts[i], as), as.finding, c, "database", 0);
  }
}

}  // namespace

std::vector<std::string> generatorNames(bool motion) {
  std::vector<std::string> out;
  for (const Generator& g : motion ? motionGenerators() : generators()) out.push_back(g.name);
  return out;
}

HuntReport hunt(const Judge& judge, const HuntOptions& options) {
  HuntReport report;
  report.judge = judge.name();
  report.conventions = judge.conventions();
  report.seed = options.seed;
  report.jobs = std::max(1, options.jobs);
  HuntOptions o = options;
  o.motion = options.motion || (!judge.judgesAnyStill() && judge.judgesAnyMotion());
  report.motion = o.motion;
  auto answers = [&](int k) { return o.motion ? judge.answersMotion(k) : judge.answers(k); };
  std::vector<int> pairTypes = o.pairTypes;
  if (pairTypes.empty()) {
    for (int k = 0; k < kPairTypeCount; ++k)
      if (answers(k)) pairTypes.push_back(k);
  }
  for (int p : pairTypes)
    if (!answers(p))
      throw std::invalid_argument(judge.name() +
                                  (o.motion ? " gives no time of impact for " : " does not answer ") +
                                  pairTypeLabel(p));
  if (pairTypes.empty())
    throw std::invalid_argument(judge.name() +
                                (o.motion ? " gives no time of impact" : " answers no pair type"));
  report.pairTypes = pairTypes;
  const double tolerance = options.tolerance >= 0        ? options.tolerance
                           : judge.conventions().float32 ? 1e-6
                                                         : 1e-9;

  // The jobs: each with its judge (a clone: a plugin's own process) and its share of the calls.
  const int jobs = report.jobs;
  std::vector<std::unique_ptr<Judge>> judges;
  judges.reserve(jobs);
  for (int j = 0; j < jobs; ++j) judges.push_back(judge.clone());
  std::vector<JobResult> results(jobs);
  Shared shared;
  const auto start = Clock::now();
  // The database's findings first: their pairs are this hunt's first findings where the judge is still wrong.
  JobResult replays;
  if (!options.database.empty()) {
    report.database = options.database;
    replay(*judges.front(), options.database, pairTypes, tolerance, replays, report);
  }
  auto shareOf = [&](int j) -> long long {
    return options.calls > 0 ? options.calls / jobs + (j < options.calls % jobs ? 1 : 0) : 0;
  };
  std::vector<std::thread> threads;
  threads.reserve(jobs);
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  // (the page has no threads: its one job runs here, and stops at the budget or the cancel by itself)
  for (int j = 0; j < jobs; ++j) {
    const long long share = shareOf(j);
    runJob(*judges[j], o, pairTypes, tolerance, j, share, start, shared, results[j]);
    shared.jobsDone.fetch_add(1);
  }
#else
  for (int j = 0; j < jobs; ++j) {
    const long long share = shareOf(j);
    threads.emplace_back([&, j, share] {
      runJob(*judges[j], o, pairTypes, tolerance, j, share, start, shared, results[j]);
      shared.jobsDone.fetch_add(1);
    });
  }
  // Progress from this thread while they run.
  while (shared.jobsDone.load() < jobs) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (options.progress)
      options.progress({elapsed(start), shared.calls.load(), shared.wrong.load(), shared.classes.load()});
    const bool timeUp = options.seconds > 0 && elapsed(start) > options.seconds;
    const bool cancelled = options.cancel && options.cancel->load();
    if (timeUp || cancelled) break;
  }
#endif
  shared.stop = true;
  for (auto& t : threads) t.join();
  report.seconds = elapsed(start);

  // Merge in job order: the first job's pair of a class is the one kept (deterministic for a call budget).
  std::map<FindingKey, Finding> merged;
  const auto& gens = o.motion ? motionGenerators() : generators();
  std::vector<long long> gc(gens.size(), 0), gw(gens.size(), 0);
  for (const auto& [key, f] : replays.findings) merged.emplace(key, f);
  for (const JobResult& r : results) {
    report.calls += r.calls, report.declined += r.declined, report.byDesign += r.byDesign;
    for (std::size_t g = 0; g < gens.size() && g < r.generatorCalls.size(); ++g)
      gc[g] += r.generatorCalls[g], gw[g] += r.generatorWrong[g];
    for (const auto& [key, f] : r.findings) {
      auto [it, fresh] = merged.try_emplace(key, f);
      if (!fresh) {
        Finding& m = it->second;
        m.count += f.count;
        m.firstSeconds = std::min(m.firstSeconds, f.firstSeconds);
        m.smallestSize = std::min(m.smallestSize, f.smallestSize);
        m.largestSize = std::max(m.largestSize, f.largestSize);
        if (largerError(f.worst->relativeError, m.worst->relativeError)) m.worst = f.worst;
      }
    }
  }
  for (std::size_t g = 0; g < gens.size(); ++g) report.generators.push_back({gens[g].name, {gc[g], gw[g]}});
  report.firstFindingSeconds = replays.findings.empty() ? shared.firstFinding : 0;
  // The worst first (failures, then the largest error); the worst of each pair type and class keeps its
  // short file name.
  std::vector<Finding> found;
  found.reserve(merged.size());
  for (auto& [key, f] : merged) found.push_back(std::move(f));
  std::stable_sort(found.begin(), found.end(), [](const Finding& x, const Finding& y) {
    if (x.outOfScope != y.outOfScope) return y.outOfScope;  // (what the judge claims to handle first)
    const double ex = x.worst ? x.worst->relativeError : x.relativeError;
    const double ey = y.worst ? y.worst->relativeError : y.relativeError;
    if (std::isnan(ex) != std::isnan(ey)) return std::isnan(ex);
    return largerError(ex, ey);
  });
  std::set<std::pair<int, FindingClass>> named;
  for (Finding& f : found) {
    f.fileBase = pairTypeLabel(f.pairType) + "-" + findingClassKey(f.finding);
    if (!f.outOfScope && named.emplace(f.pairType, f.finding).second) continue;
    f.fileBase += std::string("-") + situationKey(f.situation);
    if (f.scale != ScaleBand::Ordinary) f.fileBase += std::string("-") + scaleName(f.scale);
    if (f.gross) f.fileBase += "-gross";
    if (f.outOfScope) f.fileBase += "-out-of-scope";
  }
  // Each shrunk, and kept only as it holds when read back from its own file (the shrunk pair, else the pair
  // as generated); its worst example alike.
  auto shrinker = judge.clone();
  auto rejudge = judge.clone();
  for (Finding& f : found) {
    shrinkWorst(*shrinker, f, tolerance);
    shrink(*shrinker, f, tolerance);
    if (!reproducesFromItsFile(*rejudge, f, report, tolerance)) {
      f.a = f.originalA, f.b = f.originalB, f.motion = f.originalMotion;
      if (!reproducesFromItsFile(*rejudge, f, report, tolerance)) {
        report.notReproduced.push_back(f.fileBase);
        continue;
      }
    }
    if (f.worst && !worstReproducesFromItsFile(*rejudge, f, report, tolerance)) f.worst.reset();
    f.reproducer =
        f.motion ? judge.motionReproducer(f.a, f.motion->a, f.b, f.motion->b) : judge.reproducer(f.a, f.b);
    report.findings.push_back(std::move(f));
  }
  if (!options.database.empty()) report.addedToDatabase = addToFindingsDatabase(report, options.database);
  return report;
}

}  // namespace hitlab::judge
