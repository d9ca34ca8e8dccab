// hunt.cpp — hitlab.hunt over a Python callable: a judge (hitlab/judge.h) that asks it, one pair at a time or
// one batch of NumPy arrays at a time, and the hunt of the judges (hitlab/hunt.h) around it. What the
// callable raises is a finding (a crash), not the end of the hunt; a call past the time limit is interrupted
// (a hang); Ctrl+C stops the hunt and is raised once it has stopped. python/hitlab/_hunt.py shapes the calls
// (shapes, points or values) and the results; this file keeps to verdicts, threads and the GIL.
#include "hunt.h"

#include <pybind11/eval.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdio>
#include <memory>
#include <optional>
#include <stdexcept>
#include <thread>

#include "hitlab/hunt.h"

namespace hitlab::python {

namespace {

using Clock = std::chrono::steady_clock;

// Raised inside a call that runs past the time limit: a BaseException, so that the callable's own
// `except Exception` does not swallow it.
py::handle timeLimitError;
py::handle noop;  // (a Python function: calling it runs the eval loop, which raises what is pending)

// [SECTION] What the judge's clones, the watchdog and the binding share

struct Calls {
  py::object call;  ///< scalar: call(values_a, values_b) -> verdict; vectorised: call(A, B) -> verdicts
  bool vectorized = false;
  double limit = 2;  ///< seconds before a call counts as hung
  // The call running (its number; 0 when none), since when, on which thread. Written with the GIL held.
  std::atomic<long long> running{0};
  std::atomic<Clock::rep> started{0};
  std::atomic<unsigned long> thread{0};
  long long count = 0;
  std::atomic<bool> fired{false};      ///< a time limit error was sent and may still be pending
  std::atomic<bool> cancelled{false};  ///< Ctrl+C, or a result hitlab cannot read: no more calls
  // The search's calls (from the job's thread, not the caller's, which shrinks) end with the time budget,
  // even inside a batch: a batch of calls that each hang must not run on past it.
  std::thread::id caller = std::this_thread::get_id();
  std::optional<Clock::time_point> deadline;
  // What to raise once the hunt is over (with the GIL): the KeyboardInterrupt, or a usage error.
  py::object errorType, errorValue, errorTrace;
  std::string usageError;
};

std::string oneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s.size() > 300 ? s.substr(0, 297) + "..." : s;
}

// Calls with the GIL held. The result, or none with the verdict's failure set (crash, hang) or the hunt
// cancelled (Ctrl+C inside the call).
std::optional<py::object> guardedCall(Calls& c, const py::tuple& args, judge::Verdict& v) {
  if (c.cancelled) {
    v.answer = -1, v.note = "the hunt was stopped";
    return std::nullopt;
  }
  if (c.deadline && std::this_thread::get_id() != c.caller && Clock::now() > *c.deadline) {
    v.answer = -1, v.note = "the time budget ran out";
    return std::nullopt;
  }
  const long long number = ++c.count;
  c.thread = PyThread_get_thread_ident();
  c.started = Clock::now().time_since_epoch().count();
  c.running = number;
  std::optional<py::object> result;
  bool timedOut = false;
  try {
    result = c.call(*args);
  } catch (py::error_already_set& e) {
    if (e.matches(timeLimitError)) {
      timedOut = true;
      v.failure = judge::Failure::Hang;
      char text[80];
      std::snprintf(text, sizeof text, "still running after %g s (interrupted)", c.limit);
      v.failureText = text;
    } else if (e.matches(PyExc_KeyboardInterrupt)) {
      c.errorType = e.type(), c.errorValue = e.value(), c.errorTrace = e.trace();
      c.cancelled = true;
      v.answer = -1, v.note = "the hunt was stopped";
    } else {
      v.failure = judge::Failure::Crash;
      v.failureText = oneLine(py::str(e.type().attr("__name__")).cast<std::string>() + ": " +
                              py::str(e.value()).cast<std::string>());
    }
  }
  c.running = 0;
  // A time limit error sent just as the call returned is still pending on this thread: a call of a Python
  // function takes it here. (Clearing it with PyThreadState_SetAsyncExc(id, NULL) would leave CPython 3.11's
  // eval breaker signalled for good, and an asyncio loop, Jupyter's, would spin on it.)
  if (c.fired.exchange(false) && !timedOut) {
    try {
      noop();
    } catch (py::error_already_set& e) {
      if (!e.matches(timeLimitError)) throw;
    }
  }
  return result;
}

// [SECTION] Verdicts: a bool, 0 / 1 / 2 / 3 as the C interface (negative: declined), or anything truthy

// A number answered: negative declines; one above 3 is kept (assess() names it) within int's range.
int answerOf(long long x) { return x < 0 ? -1 : static_cast<int>(std::min<long long>(x, INT_MAX)); }

int scalarVerdict(py::handle r) {
  if (PyBool_Check(r.ptr())) return r.ptr() == Py_True ? 1 : 0;
  if (PyIndex_Check(r.ptr())) {  // (int, NumPy integers)
    const long long x = PyLong_AsLongLong(r.ptr());
    if (!(x == -1 && PyErr_Occurred())) return answerOf(x);
    PyErr_Clear();
  }
  const int truth = PyObject_IsTrue(r.ptr());
  if (truth < 0) throw py::error_already_set();
  return truth;
}

void setFailure(judge::Verdict& v, const py::error_already_set& e) {
  v.failure = judge::Failure::Crash;
  v.failureText = oneLine("its answer: " + std::string(e.what()));
}

// [SECTION] The judge

// A time of impact answered: None or False for no contact, a number for contact at that time (assessMotion
// names one outside [0, 1] or NaN); True is no time. A contact may come with its normal, (t, (nx, ny)).
void motionVerdict(py::handle r, judge::Verdict& v) {
  if (py::isinstance<py::tuple>(r) && py::len(r) == 2) {
    const auto pair = py::reinterpret_borrow<py::tuple>(r);
    motionVerdict(pair[0], v);
    if (v.answer == 1) {
      const auto [x, y] = pair[1].cast<std::pair<double, double>>();
      v.normal = Vec2{x, y};
    }
    return;
  }
  if (r.is_none() || r.ptr() == Py_False) {
    v.answer = 0;
    return;
  }
  if (r.ptr() == Py_True) {
    v.failure = judge::Failure::NotANumber;
    v.failureText = "it answered True: a time of impact is a number in [0, 1], or None for no contact";
    return;
  }
  v.answer = 1;
  v.time = r.cast<double>();
}

class PythonJudge final : public judge::Judge {
 public:
  PythonJudge(std::shared_ptr<Calls> calls, std::string name, judge::Conventions conventions, int pairType,
              bool motion)
      : calls_(std::move(calls)),
        name_(std::move(name)),
        conventions_(conventions),
        pairType_(pairType),
        motion_(motion) {}

  const std::string& name() const override { return name_; }
  const judge::Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override { return !motion_ && pairType == pairType_; }
  bool answersMotion(int pairType) const override { return motion_ && pairType == pairType_; }
  std::unique_ptr<Judge> clone() const override {
    return std::make_unique<PythonJudge>(calls_, name_, conventions_, pairType_, motion_);
  }

  judge::Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    judge::PairOfShapes pair{a, b, judge::PairMotion{va, vb}};
    judge::Verdict v;
    judgeMany(std::span(&pair, 1), std::span(&v, 1));
    return v;
  }

  judge::Verdict judge(const Shape& a, const Shape& b) override {
    judge::PairOfShapes pair{a, b};
    judge::Verdict v;
    judgeMany(std::span(&pair, 1), std::span(&v, 1));
    return v;
  }

  void judgeMany(std::span<const judge::PairOfShapes> pairs, std::span<judge::Verdict> out) override {
    py::gil_scoped_acquire gil;
    if (calls_->vectorized) {
      judgeArrays(pairs, out);
      return;
    }
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      out[i] = {};
      const auto& m = pairs[i].motion;
      const py::tuple args =
          m ? py::make_tuple(values(pairs[i].a), values(pairs[i].b), py::make_tuple(m->a.x, m->a.y),
                             py::make_tuple(m->b.x, m->b.y))
            : py::make_tuple(values(pairs[i].a), values(pairs[i].b));
      auto result = guardedCall(*calls_, args, out[i]);
      if (!result) continue;
      try {
        if (m)
          motionVerdict(*result, out[i]);
        else
          out[i].answer = scalarVerdict(*result);
      } catch (py::error_already_set& e) {
        setFailure(out[i], e);
      } catch (const py::cast_error&) {
        out[i].failure = judge::Failure::NotANumber;
        out[i].failureText =
            "its answer is no number: a time of impact is a number in [0, 1], or (t, (nx, ny)) with its "
            "normal, or None";
      }
    }
  }

 private:
  // (a function that takes rounded shapes is given a rect's or polygon's radius always, 0 or not, as the C
  // interface's rounded functions are: a rect is 5 values, every row alike)
  py::tuple values(const Shape& s) const {
    std::vector<double> v;
    judge::forEachJudgeValue(s, conventions_.rounded, [&](double x) { v.push_back(x); });
    return py::tuple(py::cast(v));
  }

  py::array_t<double> array(std::span<const judge::PairOfShapes> pairs, bool first) const {
    int width = 0;
    judge::forEachJudgeValue(first ? pairs[0].a : pairs[0].b, conventions_.rounded, [&](double) { ++width; });
    py::array_t<double> out({static_cast<py::ssize_t>(pairs.size()), static_cast<py::ssize_t>(width)});
    double* p = out.mutable_data();
    for (const judge::PairOfShapes& pair : pairs)
      judge::forEachJudgeValue(first ? pair.a : pair.b, conventions_.rounded, [&](double x) { *p++ = x; });
    return out;
  }

  // One call for the whole batch. When it raises, the batch is halved until the pairs it raises on are alone
  // (each is a crash); a batch that hangs is one finding, on its first pair (its failure says so).
  void judgeArrays(std::span<const judge::PairOfShapes> pairs, std::span<judge::Verdict> out) {
    for (judge::Verdict& v : out) v = {};
    judge::Verdict failed;
    auto result = guardedCall(*calls_, py::make_tuple(array(pairs, true), array(pairs, false)), failed);
    if (!result) {
      if (failed.failure == judge::Failure::Crash && pairs.size() > 1) {
        const std::size_t half = pairs.size() / 2;
        judgeArrays(pairs.first(half), out.first(half));
        judgeArrays(pairs.subspan(half), out.subspan(half));
        return;
      }
      if (failed.failure == judge::Failure::Hang && pairs.size() > 1)
        failed.failureText += " (a call on " + std::to_string(pairs.size()) + " pairs; this was the first)";
      out[0] = failed;
      for (std::size_t i = 1; i < out.size(); ++i) out[i].answer = -1, out[i].note = "in a batch that hung";
      return;
    }
    py::array answers;
    try {
      answers = py::module_::import("numpy").attr("asarray")(*result);
    } catch (py::error_already_set& e) {
      return stopWith("its answer is no array: " + oneLine(e.what()));
    }
    const py::ssize_t n = static_cast<py::ssize_t>(pairs.size());
    if (answers.ndim() > 1 || answers.size() != n)
      return stopWith("it answered " + std::to_string(answers.size()) + " values for " + std::to_string(n) +
                      " pairs (a vectorised function answers one value per row)");
    const char kind = answers.dtype().kind();
    if (kind != 'b' && kind != 'i' && kind != 'u')
      answers = answers.attr("astype")(py::module_::import("numpy").attr("bool_"));
    const auto asInt = answers.attr("astype")("int64").cast<py::array_t<long long>>();
    const auto a = asInt.unchecked<1>();
    for (py::ssize_t i = 0; i < n; ++i) out[i].answer = answerOf(a(i));
  }

  void stopWith(std::string message) {
    if (calls_->usageError.empty()) calls_->usageError = std::move(message);
    calls_->cancelled = true;
  }

  std::shared_ptr<Calls> calls_;
  std::string name_;
  judge::Conventions conventions_;
  int pairType_;
  bool motion_;
};

// [SECTION] The watchdog: a call past the time limit gets the time limit error raised inside it

class Watchdog {
 public:
  explicit Watchdog(Calls& c) : calls_(c), thread_([this] { run(); }) {}
  ~Watchdog() {
    stop_ = true;
    thread_.join();  // (called without the GIL: the watchdog may be waiting for it)
  }

 private:
  void run() {
    long long firedFor = 0;
    const auto limit =
        std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(calls_.limit));
    while (!stop_) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      const long long number = calls_.running;
      if (number == 0 || number == firedFor) continue;
      if (Clock::now().time_since_epoch().count() - calls_.started < limit.count()) continue;
      py::gil_scoped_acquire gil;
      if (calls_.running != number) continue;  // (it returned meanwhile)
      PyThreadState_SetAsyncExc(calls_.thread, timeLimitError.ptr());
      calls_.fired = true, firedFor = number;
    }
  }
  Calls& calls_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// [SECTION] The binding

// The hunt's report, kept for its files and pictures.
struct Report {
  judge::HuntReport report;
  std::vector<std::string> write(const std::string& dir) const { return judge::writeHuntReport(report, dir); }
  std::vector<std::string> writeOne(std::size_t i, const std::string& dir) const {
    judge::HuntReport one = report;
    one.findings = {report.findings.at(i)};
    return judge::writeHuntReport(one, dir);
  }
};

using ShapeTuple = std::tuple<int, std::vector<double>>;

// A message by id (hitlab/message.h): (id, args, inner messages alike).
py::tuple messageTuple(const Message& m) {
  py::list inner;
  for (const Message& i : m.inner) inner.append(messageTuple(i));
  return py::make_tuple(m.id, py::tuple(py::cast(m.args)), py::tuple(inner));
}

// A finding by name (python/hitlab/_hunt.py's Finding takes them as keywords).

py::dict findingDict(const judge::Finding& f) {
  py::dict d;
  d["kind"] = judge::findingClassKey(f.finding);
  d["description"] = judge::findingClassName(f.finding);
  d["a"] = shapeTuple(f.a), d["b"] = shapeTuple(f.b);
  d["original_a"] = shapeTuple(f.originalA), d["original_b"] = shapeTuple(f.originalB);
  d["exact"] = relationName(f.exact);
  d["answer"] = judge::answerName(f.verdict);
  d["motion"] = py::none();
  if (f.motion) {  // (in motion: its motions, and its answer as a time)
    d["motion"] = py::make_tuple(py::make_tuple(f.motion->a.x, f.motion->a.y),
                                 py::make_tuple(f.motion->b.x, f.motion->b.y));
    if (f.verdict.failure == judge::Failure::None && f.verdict.answer == 0) d["answer"] = "no contact";
    if (f.verdict.failure == judge::Failure::None && f.verdict.answer == 1 && f.verdict.time) {
      char text[64];
      std::snprintf(text, sizeof text, "contact at t = %.17g", *f.verdict.time);
      d["answer"] = text;
    }
  }
  d["why"] = f.why;
  d["message"] = messageTuple(f.message);
  d["count"] = f.count;
  d["generator"] = f.generator;
  d["first_seconds"] = f.firstSeconds;
  d["situation"] = judge::situationKey(f.situation);
  d["scale"] = judge::scaleName(f.scale);
  d["severity"] = judge::severityText(f);
  d["relative_error"] = f.worst ? f.worst->relativeError : f.relativeError;
  d["file"] = judge::findingFileBase(f);
  d["out_of_scope"] = f.outOfScope;
  if (f.worst)
    d["worst"] = py::make_tuple(shapeTuple(f.worst->a), shapeTuple(f.worst->b));
  else
    d["worst"] = py::none();
  return d;
}

Report runHunt(py::object call, bool vectorized, int firstType, int secondType, const std::string& name,
               const std::string& touching, bool float32, double seconds, long long calls, std::uint64_t seed,
               double tolerance, double callLimit, int batch, const std::string& scope,
               const std::string& database, bool motion) {
  const int pairType = judge::pairType(static_cast<ShapeType>(firstType), static_cast<ShapeType>(secondType));
  judge::Conventions conventions;
  if (touching == "strict")
    conventions.touching = judge::Touching::Strict;
  else if (touching == "inclusive")
    conventions.touching = judge::Touching::Inclusive;
  else if (touching == "either")
    conventions.touching = judge::Touching::Either;
  else
    throw py::value_error("touching: \"strict\", \"inclusive\" or \"either\", got \"" + touching + "\"");
  conventions.float32 = float32;
  {  // ("degenerate=skip; range=1e4": what the function claims to handle, read as a plugin's info is)
    std::string named, error;
    const auto declared = judge::parseJudgeInfo(scope, named, error);
    if (!declared) throw py::value_error(error);
    conventions.degenerateSkip = declared->degenerateSkip, conventions.range = declared->range;
    conventions.rounded = declared->rounded;  // (rounded=1: the function takes rounded rects and polygons)
    conventions.motionTarget = declared->motionTarget,
    conventions.motionTolerance = declared->motionTolerance;
  }
  auto state = std::make_shared<Calls>();
  state->call = std::move(call);
  state->vectorized = vectorized;
  state->limit = callLimit;
  if (seconds > 0)
    state->deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  PythonJudge pythonJudge(state, name, conventions, pairType, motion);

  judge::HuntOptions options;
  options.pairTypes = {pairType};
  options.motion = motion;
  options.seconds = seconds, options.calls = calls, options.seed = seed, options.jobs = 1;
  options.tolerance = tolerance, options.batch = batch;
  options.database = database;
  options.cancel = &state->cancelled;  // (Ctrl+C, or an answer hitlab cannot read)
  // Ctrl+C, seen by this thread (Python's signal handlers run on it) while the job's thread hunts.
  options.progress = [&](const judge::HuntProgress&) {
    py::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() == 0) return;
    py::error_already_set e;
    if (!state->errorType)
      state->errorType = e.type(), state->errorValue = e.value(), state->errorTrace = e.trace();
    state->cancelled = true;
  };
  Report out;
  {
    py::gil_scoped_release free;
    Watchdog watchdog(*state);
    out.report = judge::hunt(pythonJudge, options);
  }
  if (state->errorType) {
    PyErr_Restore(state->errorType.release().ptr(), state->errorValue.release().ptr(),
                  state->errorTrace.release().ptr());
    throw py::error_already_set();
  }
  if (!state->usageError.empty()) throw py::value_error(state->usageError);
  return out;
}

}  // namespace

void bindHunt(py::module_& m) {
  timeLimitError = PyErr_NewExceptionWithDoc("hitlab._core.CallTimeLimit",
                                             "Raised inside a hunted function's call past its time limit.",
                                             PyExc_BaseException, nullptr);
  m.add_object("CallTimeLimit", timeLimitError);
  noop = py::eval("lambda: None").release();
  py::class_<Report>(m, "HuntReport")
      .def_property_readonly("calls", [](const Report& r) { return r.report.calls; })
      .def_property_readonly("declined", [](const Report& r) { return r.report.declined; })
      .def_property_readonly("seconds", [](const Report& r) { return r.report.seconds; })
      .def_property_readonly("first_finding_seconds",
                             [](const Report& r) { return r.report.firstFindingSeconds; })
      .def_property_readonly("generators", [](const Report& r) { return r.report.generators; })
      .def_property_readonly("findings",
                             [](const Report& r) {
                               py::list out;
                               for (const judge::Finding& f : r.report.findings) out.append(findingDict(f));
                               return out;
                             })
      .def_property_readonly("not_reproduced", [](const Report& r) { return r.report.notReproduced; })
      .def_property_readonly("replayed",
                             [](const Report& r) {
                               py::list out;
                               for (const judge::Replayed& x : r.report.replayed)
                                 out.append(py::make_tuple(x.file, x.stillWrong));
                               return out;
                             })
      .def("svg", [](const Report& r, std::size_t i) { return judge::findingSvg(r.report.findings.at(i)); })
      .def("write", &Report::write)
      .def("write_one", &Report::writeOne);
  m.def("hunt", &runHunt, py::arg("call"), py::arg("vectorized"), py::arg("first_type"),
        py::arg("second_type"), py::arg("name"), py::arg("touching"), py::arg("float32"), py::arg("seconds"),
        py::arg("calls"), py::arg("seed"), py::arg("tolerance"), py::arg("call_limit"), py::arg("batch"),
        py::arg("scope"), py::arg("database"), py::arg("motion") = false);
}

}  // namespace hitlab::python
