// hunt_command.cpp — hitlab-cli hunt: a judge put on trial against the exact answer (hitlab/hunt.h).
#include "hunt_command.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <thread>

#include "hitlab/hunt.h"

namespace hitlab::cli {

namespace {

using namespace hitlab::judge;

// "60s", "2m", "1.5h", "90": seconds; throws on anything else.
double budgetSeconds(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  const std::string unit = text.substr(used);
  const double scale = unit.empty() || unit == "s" ? 1 : unit == "m" ? 60 : unit == "h" ? 3600 : -1;
  if (used == 0 || scale < 0 || !(value > 0) || !std::isfinite(value))
    throw std::invalid_argument("--budget " + text + ": expected a time such as 60s, 2m or 90");
  return value * scale;
}

std::string thousands(long long n) {
  std::string s = std::to_string(n), out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && (s.size() - i) % 3 == 0) out += ',';
    out += s[i];
  }
  return out;
}

int listJudges() {
  for (const BuiltInJudge* j : builtInJudges()) {
    auto judge = j->make();
    std::string pairs, moving;
    for (int k = 0; k < kPairTypeCount; ++k) {
      if (judge->answers(k)) pairs += (pairs.empty() ? "" : ",") + pairTypeLabel(k);
      if (judge->answersMotion(k)) moving += (moving.empty() ? "" : ",") + pairTypeLabel(k);
    }
    std::cout << j->name << "\n  " << j->summary;
    if (!pairs.empty()) std::cout << "\n  pairs: " << pairs;
    if (!moving.empty()) std::cout << "\n  pairs in motion (time of impact): " << moving;
    std::cout << "\n  conventions: " << conventionsText(judge->conventions()) << "\n";
  }
  std::cout << "PATH.so\n  your own code: a shared library with the C interface of hitlab/judge_abi.h\n";
  return 0;
}

}  // namespace

int huntCommand(const HuntCommandOptions& o) {
  if (o.list) return listJudges();
  if (o.judge.empty()) throw std::invalid_argument("hunt: --judge NAME|PATH is required (--list names them)");
  std::string error;
  OpenOptions open;
  open.callLimit = o.callLimit;
  auto judge = openJudge(o.judge, error, open);
  if (!judge) throw std::invalid_argument("--judge " + o.judge + ": " + error);
  HuntOptions options;
  options.motion = o.motion || (!judge->judgesAnyStill() && judge->judgesAnyMotion());
  if (options.motion && !judge->judgesAnyMotion())
    throw std::invalid_argument(
        "--motion: " + judge->name() +
        " gives no time of impact (a plugin's hitlab_toi_<pair>: hitlab/judge_abi.h)");
  for (const std::string& p : o.pairs) {
    const int k = pairTypeFromName(p);
    if (k < 0)
      throw std::invalid_argument("--pairs " + p + ": no such pair type (segment-segment, circle-rect, ...)");
    if (!(options.motion ? judge->answersMotion(k) : judge->answers(k)))
      throw std::invalid_argument(
          "--pairs " + p + ": " + judge->name() +
          (options.motion ? " gives no time of impact for it" : " does not answer it"));
    options.pairTypes.push_back(k);
  }
  options.seconds = o.calls > 0 && o.budget.empty() ? 0 : budgetSeconds(o.budget.empty() ? "60s" : o.budget);
  options.calls = o.calls;
  options.seed = o.seed;
  options.jobs = o.jobs > 0 ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
  options.tolerance = o.tolerance;
  if (!o.noDb) options.database = o.db.empty() ? defaultFindingsDatabase(judge->name()) : o.db;
  const bool terminal = isatty(STDERR_FILENO);
  options.progress = [&](const HuntProgress& p) {
    if (!terminal) return;
    std::fprintf(stderr, "\rhunt %s: %.1f s, %s pairs, %s wrong, %d kinds   ", judge->name().c_str(),
                 p.seconds, thousands(p.calls).c_str(), thousands(p.wrong).c_str(), p.classes);
  };
  const HuntReport report = hunt(*judge, options);
  if (terminal) std::fprintf(stderr, "\n");
  std::string dir = o.out;
  if (dir.empty()) {
    dir = "hunt-" + judge->name();
    for (char& c : dir)
      if (c == '/' || c == ' ') c = '_';
  }
  writeHuntReport(report, dir);
  std::printf("hunt %s (%s): %s pairs%s in %.1f s, %d job%s, seed %llu\n", report.judge.c_str(),
              conventionsText(report.conventions).c_str(), thousands(report.calls).c_str(),
              report.motion ? " in motion" : "", report.seconds, report.jobs, report.jobs == 1 ? "" : "s",
              static_cast<unsigned long long>(report.seed));
  if (report.declined) std::printf("  %s declined\n", thousands(report.declined).c_str());
  if (report.byDesign)
    std::printf("  %s apart from the exact answer by design\n", thousands(report.byDesign).c_str());
  if (!report.replayed.empty()) {
    std::size_t still = 0;
    std::string fixed;
    for (const Replayed& r : report.replayed) {
      still += r.stillWrong;
      if (!r.stillWrong) fixed += " " + r.file;
    }
    std::printf("  %zu earlier finding%s asked first (%s): %zu still wrong, %zu fixed since%s%s\n",
                report.replayed.size(), report.replayed.size() == 1 ? "" : "s", report.database.c_str(),
                still, report.replayed.size() - still, fixed.empty() ? "" : ":", fixed.c_str());
  }
  if (report.addedToDatabase)
    std::printf("  %d new pair%s kept in %s\n", report.addedToDatabase,
                report.addedToDatabase == 1 ? "" : "s", report.database.c_str());
  if (!report.notReproduced.empty()) {
    std::string names;
    for (const std::string& n : report.notReproduced) names += " " + n;
    std::printf("  %zu finding%s dropped: not wrong again when read back from %s own scene file:%s\n",
                report.notReproduced.size(), report.notReproduced.size() == 1 ? "" : "s",
                report.notReproduced.size() == 1 ? "its" : "their", names.c_str());
  }
  const std::size_t inScope = findingsInScope(report), outside = report.findings.size() - inScope;
  if (inScope == 0)
    std::printf("nothing found%s; report in %s/report.html\n",
                outside ? " within the judge's declared scope" : "", dir.c_str());
  else
    std::printf(
        "%zu kind%s of wrong answer (the first after %.3f s), the worst first; report in %s/report.html\n",
        inScope, inScope == 1 ? "" : "s", report.firstFindingSeconds, dir.c_str());
  bool headed = false;
  for (const Finding& f : report.findings) {
    if (f.outOfScope && !headed) {
      std::string scope;
      if (report.conventions.degenerateSkip) scope = "degenerate=skip";
      if (report.conventions.range > 0) {
        char range[40];
        std::snprintf(range, sizeof range, "range=%g", report.conventions.range);
        scope += (scope.empty() ? "" : "; ") + std::string(range);
      }
      std::printf("%zu outside the judge's declared scope (%s), listed apart:\n", outside, scope.c_str());
      headed = true;
    }
    std::string where = situationName(f.situation);
    if (f.scale != ScaleBand::Ordinary) where += std::string(", ") + scaleName(f.scale) + " scale";
    std::printf("  %-16s %-30s %-34s %10s pairs  %s  e.g. %s.json\n", pairTypeLabel(f.pairType).c_str(),
                findingClassName(f.finding), where.c_str(), thousands(f.count).c_str(),
                severityText(f).c_str(), findingFileBase(f).c_str());
  }
  return inScope > 0 ? 1 : 0;
}

}  // namespace hitlab::cli
