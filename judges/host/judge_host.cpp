// judge_host.cpp — hitlab-judge-host PLUGIN | builtin:NAME: the process a judge runs in
// (judges/src/plugin_judge.cpp starts it; plugin_protocol.h says how they talk). It loads the plugin (or
// makes the built-in judge), says what it answers, then judges each batch it is given until its request pipe
// closes. Whatever a plugin does (crash, loop, abort) ends this process alone. A built-in engine's assertion
// (Box2D's b2PolygonShape::Set on a hull it cannot make) is caught here: that input is declined, with a note.
#include <dlfcn.h>
#include <setjmp.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

#include "hitlab/judge.h"
#include "plugin_protocol.h"

namespace {

using namespace hitlab::judge;
using plugin::Shared;

bool readAll(int fd, void* data, std::size_t n) {
  auto* p = static_cast<char*>(data);
  while (n > 0) {
    const ssize_t got = read(fd, p, n);
    if (got <= 0) return false;
    p += got, n -= static_cast<std::size_t>(got);
  }
  return true;
}

bool writeAll(int fd, const void* data, std::size_t n) {
  const auto* p = static_cast<const char*>(data);
  while (n > 0) {
    const ssize_t put = write(fd, p, n);
    if (put <= 0) return false;
    p += put, n -= static_cast<std::size_t>(put);
  }
  return true;
}

// The plugin's functions, by pair type.
struct Functions {
  void* pair[kPairTypeCount] = {};
  void* points[kPairTypeCount] = {};  // (where pairTypeHasPoints)
  void* distance[kPairTypeCount] = {};
  void* rounded[kPairTypeCount] = {};  // (where pairTypeHasRounded: abi 3)
  void* roundedDistance[kPairTypeCount] = {};
  void* motion[kPairTypeCount] = {};        // (hitlab_toi_<pair>: abi 4)
  void* motionNormal[kPairTypeCount] = {};  // (hitlab_toi_normal_<pair>: abi 5, asked before the above)
};

bool isPolygon(hitlab::ShapeType t) { return t == hitlab::ShapeType::Polygon; }

// A pair function by the shape of its arguments: (a, b), (a, b, n), (a, n, b) or (a, na, b, nb). (A
// rounded function's polygon has 2 n + 1 values, its radius last: n is the count halved all the same.)
template <class R>
R callPair(void* fn, int pair, const double* a, int countA, const double* b, int countB) {
  const bool polyA = isPolygon(firstType(pair)), polyB = isPolygon(secondType(pair));
  if (polyA && polyB)
    return reinterpret_cast<R (*)(const double*, int, const double*, int)>(fn)(a, countA / 2, b, countB / 2);
  if (polyB) return reinterpret_cast<R (*)(const double*, const double*, int)>(fn)(a, b, countB / 2);
  if (polyA) return reinterpret_cast<R (*)(const double*, int, const double*)>(fn)(a, countA / 2, b);
  return reinterpret_cast<R (*)(const double*, const double*)>(fn)(a, b);
}

// A time of impact function: the pair function's arguments, then va, vb and where to write the time (and,
// `Extra`: the normal, abi 5's hitlab_toi_normal_<pair>).
template <class... Extra>
int callMotion(void* fn, int pair, const double* a, int countA, const double* b, int countB, const double* va,
               const double* vb, double* t, Extra... extra) {
  const bool polyA = isPolygon(firstType(pair)), polyB = isPolygon(secondType(pair));
  using D = const double*;
  if (polyA && polyB)
    return reinterpret_cast<int (*)(D, int, D, int, D, D, double*, Extra...)>(fn)(
        a, countA / 2, b, countB / 2, va, vb, t, extra...);
  if (polyB)
    return reinterpret_cast<int (*)(D, D, int, D, D, double*, Extra...)>(fn)(a, b, countB / 2, va, vb, t,
                                                                             extra...);
  if (polyA)
    return reinterpret_cast<int (*)(D, int, D, D, D, double*, Extra...)>(fn)(a, countA / 2, b, va, vb, t,
                                                                             extra...);
  return reinterpret_cast<int (*)(D, D, D, D, double*, Extra...)>(fn)(a, b, va, vb, t, extra...);
}

// [SECTION] A built-in judge

sigjmp_buf abortJump;
volatile sig_atomic_t inJudge = 0;

void onAbort(int) {
  if (inJudge) siglongjmp(abortJump, 1);
  signal(SIGABRT, SIG_DFL);
  raise(SIGABRT);
}

// The pairs of the batch from `first` on, each verdict into shared.answers, each pair read into `p` (the
// caller's: an abort jumps out of this frame, and the pair is not left behind); returns shared.count unless
// the judge aborts (the objects it was building are left behind then: a few bytes).
int judgeFrom(Shared& shared, Judge& judge, int first, PairOfShapes& p) {
  for (int i = first; i < shared.count; ++i) {
    shared.cursor.store(i, std::memory_order_release);
    const plugin::Request& q = shared.requests[i];
    const double* values = shared.values + q.offset;
    p.a = hitlab::shapeFromValues(firstType(q.pairType), values, q.countA);
    p.b = hitlab::shapeFromValues(secondType(q.pairType), values + q.countA, q.countB);
    p.motion.reset();
    if (q.moving) {
      const double* m = values + q.countA + q.countB;
      p.motion = PairMotion{{m[0], m[1]}, {m[2], m[3]}};
    }
    inJudge = 1;
    const Verdict v =
        p.motion ? judge.judgeMotion(p.a, p.motion->a, p.b, p.motion->b) : judge.judge(p.a, p.b);
    inJudge = 0;
    shared.answers[i] = answerRecordOf(v);
  }
  return shared.count;
}

// (One jump point for the batch, set again after each abort: sigsetjmp saves the signal mask with a system
// call, which for every pair cost the hunt of an engine a tenth of its time.)
void judgeBatchBuiltIn(Shared& shared, Judge& judge) {
  PairOfShapes pair;
  volatile int next = 0;
  while (next < shared.count) {
    if (sigsetjmp(abortJump, 1) != 0) {  // (the judge aborted on the pair at the cursor)
      inJudge = 0;
      const int at = shared.cursor.load(std::memory_order_relaxed);
      Verdict v;
      v.note = judge.name() + " stopped on an assertion: it cannot represent this input";
      shared.answers[at] = answerRecordOf(v);
      next = at + 1;
      continue;
    }
    next = judgeFrom(shared, judge, next, pair);
  }
  shared.cursor.store(shared.count, std::memory_order_release);
}

// [SECTION] A plugin

void judgeBatch(Shared& shared, const Functions& f) {
  for (int i = 0; i < shared.count; ++i) {
    shared.cursor.store(i, std::memory_order_release);
    const plugin::Request& q = shared.requests[i];
    plugin::Answer& out = shared.answers[i];
    const double* a = shared.values + q.offset;
    const double* b = a + q.countA;
    out = {};
    if (q.moving) {
      const double* m = b + q.countB;
      double t = 0, normal[2] = {0, 0};
      if (void* fn = f.motionNormal[q.pairType]) {
        out.answer = callMotion(fn, q.pairType, a, q.countA, b, q.countB, m, m + 2, &t, normal);
        if (out.answer == 1) out.normal[0] = normal[0], out.normal[1] = normal[1], out.hasNormal = 1;
      } else {
        out.answer = callMotion(f.motion[q.pairType], q.pairType, a, q.countA, b, q.countB, m, m + 2, &t);
      }
      if (out.answer == 1) out.time = t, out.hasTime = 1;
      continue;
    }
    void* const pairFn = q.rounded ? f.rounded[q.pairType] : f.pair[q.pairType];
    if (pairFn)
      out.answer = callPair<int>(pairFn, q.pairType, a, q.countA, b, q.countB);
    else
      out.pairFunction = 0;  // (a distance or points function alone: its numbers are judged)
    if (out.answer < 0) continue;
    if (void* fn = q.rounded ? nullptr : f.points[q.pairType]) {
      out.pointCount = reinterpret_cast<int (*)(const double*, const double*, double*)>(fn)(a, b, out.points);
    }
    if (void* fn = q.rounded ? f.roundedDistance[q.pairType] : f.distance[q.pairType]) {
      out.distance = callPair<double>(fn, q.pairType, a, q.countA, b, q.countB);
      out.hasDistance = 1;
    }
  }
  shared.cursor.store(shared.count, std::memory_order_release);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: hitlab-judge-host PLUGIN.so (started by hitlab, not by hand)\n");
    return 2;
  }
  void* memory = mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED, plugin::kSharedFd, 0);
  if (memory == MAP_FAILED) return 3;
  Shared& shared = *static_cast<Shared*>(memory);
  Functions f;
  std::unique_ptr<Judge> builtIn;
  const std::string target = argv[1];
  if (target.starts_with(plugin::kBuiltInPrefix)) {
    const std::string name = target.substr(std::strlen(plugin::kBuiltInPrefix));
    for (const BuiltInJudge* j : builtInJudges())
      if (j->name == name) builtIn = j->make();  // (made here, not through openJudge: no further process)
    if (!builtIn) {
      std::snprintf(shared.info, sizeof shared.info, "no built-in judge named %s", name.c_str());
    } else {
      shared.loaded = 1;
      for (int k = 0; k < kPairTypeCount; ++k) {
        if (builtIn->answers(k)) shared.exports[k] = kPairFunction;
        if (builtIn->answersMotion(k)) shared.exports[k] |= kMotionFunction;
      }
      std::snprintf(shared.info, sizeof shared.info, "name=%s; %s", builtIn->name().c_str(),
                    conventionsText(builtIn->conventions()).c_str());
      signal(SIGABRT, onAbort);
    }
  } else if (void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL); !lib) {
    std::snprintf(shared.info, sizeof shared.info, "%s", dlerror());
  } else {
    shared.loaded = 1;
    for (int k = 0; k < kPairTypeCount; ++k) {
      const std::string name = pairTypeName(k);
      // (a pair type is judged when any of its functions is exported: a distance alone has its numbers)
      if ((f.pair[k] = dlsym(lib, ("hitlab_" + name).c_str()))) shared.exports[k] |= kPairFunction;
      if (pairTypeHasPoints(k) && (f.points[k] = dlsym(lib, ("hitlab_points_" + name).c_str())))
        shared.exports[k] |= kPointsFunction;
      if ((f.distance[k] = dlsym(lib, ("hitlab_distance_" + name).c_str())))
        shared.exports[k] |= kDistanceFunction;
      if ((f.motion[k] = dlsym(lib, ("hitlab_toi_" + name).c_str()))) shared.exports[k] |= kMotionFunction;
      if ((f.motionNormal[k] = dlsym(lib, ("hitlab_toi_normal_" + name).c_str())))
        shared.exports[k] |= kMotionFunction | kMotionNormalFunction;
      if (!pairTypeHasRounded(k)) continue;
      if ((f.rounded[k] = dlsym(lib, ("hitlab_rounded_" + name).c_str())))
        shared.exports[k] |= kRoundedFunction;
      if ((f.roundedDistance[k] = dlsym(lib, ("hitlab_distance_rounded_" + name).c_str())))
        shared.exports[k] |= kRoundedDistanceFunction;
    }
    if (auto info = reinterpret_cast<const char* (*)()>(dlsym(lib, "hitlab_judge_info")))
      if (const char* text = info()) std::snprintf(shared.info, sizeof shared.info, "%s", text);
  }
  const char ready = 'R';
  if (!writeAll(plugin::kReplyFd, &ready, 1)) return 4;
  std::int32_t count = 0;
  while (readAll(plugin::kRequestFd, &count, sizeof count)) {
    if (builtIn) {
      judgeBatchBuiltIn(shared, *builtIn);
    } else {
      judgeBatch(shared, f);
    }
    if (!writeAll(plugin::kReplyFd, &count, sizeof count)) return 4;
  }
  return 0;
}
