// plugin_judge.cpp — a plugin judge: its shared library runs in hitlab-judge-host, a process of its own,
// which this side starts, feeds in batches over shared memory and restarts when the plugin crashed, hung or
// its file changed (plugin_protocol.h).
#include "plugin_judge.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <thread>

#include "numbers.h"
#include "plugin_protocol.h"

extern char** environ;

namespace hitlab::judge {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// hitlab-judge-host: HITLAB_JUDGE_HOST, or beside this program (the build's bin/, an install's bin/), or
// an install's libexec/hitlab/.
std::string hostPath() {
  if (const char* env = std::getenv("HITLAB_JUDGE_HOST")) return env;
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return "hitlab-judge-host";
  for (const fs::path& p : {self.parent_path() / "hitlab-judge-host",
                            self.parent_path().parent_path() / "libexec" / "hitlab" / "hitlab-judge-host"})
    if (fs::exists(p, ec)) return p.string();
  return (self.parent_path() / "hitlab-judge-host").string();
}

// What identifies one build of the file: a rebuild changes at least one.
struct FileStamp {
  dev_t dev = 0;
  ino_t ino = 0;
  off_t size = 0;
  std::int64_t mtimeNs = 0;
  bool operator==(const FileStamp&) const = default;
};

std::optional<FileStamp> stampOf(const std::string& path) {
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) return std::nullopt;
  return FileStamp{st.st_dev, st.st_ino, st.st_size,
                   std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec};
}

std::string describeExit(int status) {
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* name = sigdescr_np(sig);
    return "killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
  }
  if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
  return "ended";
}

int valueCount(const Shape& s, bool roundedFunction) {
  int n = 0;
  forEachJudgeValue(s, roundedFunction, [&](double) { ++n; });
  return n;
}

// A write to a pipe whose reader may have died, without the SIGPIPE that would end hitlab, and without
// changing the process's handler (hitlab is a library too): the signal is blocked in this thread for the
// write, and one it raised is taken before the thread's mask is restored.
bool writeNoSigpipe(int fd, const void* data, std::size_t n) {
  sigset_t pipe, old;
  sigemptyset(&pipe);
  sigaddset(&pipe, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe, &old);
  sigset_t pendingBefore;
  sigpending(&pendingBefore);
  const bool wasPending = sigismember(&pendingBefore, SIGPIPE);
  const ssize_t written = write(fd, data, n);
  if (written < 0 && errno == EPIPE && !wasPending) {
    const timespec now{0, 0};
    while (sigtimedwait(&pipe, nullptr, &now) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  return written == static_cast<ssize_t>(n);
}

// [SECTION] The process

class HostProcess {
 public:
  HostProcess() = default;
  HostProcess(const HostProcess&) = delete;
  HostProcess& operator=(const HostProcess&) = delete;
  ~HostProcess() { stop(); }

  void swap(HostProcess& o) noexcept {
    std::swap(pid_, o.pid_), std::swap(memfd_, o.memfd_), std::swap(request_, o.request_);
    std::swap(reply_, o.reply_), std::swap(shared_, o.shared_), std::swap(lastExit_, o.lastExit_);
  }

  // Starts the host on `path`; false with `error` when it cannot run or the plugin cannot be loaded.
  bool start(const std::string& path, std::string& error) {
    stop();
    memfd_ = memfd_create("hitlab-judge", MFD_CLOEXEC);
    if (memfd_ < 0 || ftruncate(memfd_, sizeof(plugin::Shared)) != 0) return fail("no shared memory", error);
    void* m = mmap(nullptr, sizeof(plugin::Shared), PROT_READ | PROT_WRITE, MAP_SHARED, memfd_, 0);
    if (m == MAP_FAILED) return fail("no shared memory", error);
    shared_ = static_cast<plugin::Shared*>(m);
    int toHost[2], fromHost[2];
    if (pipe2(toHost, O_CLOEXEC) != 0) return fail("no pipe", error);
    if (pipe2(fromHost, O_CLOEXEC) != 0) {
      close(toHost[0]), close(toHost[1]);
      return fail("no pipe", error);
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, memfd_, plugin::kSharedFd);
    posix_spawn_file_actions_adddup2(&actions, toHost[0], plugin::kRequestFd);
    posix_spawn_file_actions_adddup2(&actions, fromHost[1], plugin::kReplyFd);
    // (a built-in engine's assertion messages, one per input it cannot represent, would flood the terminal)
    if (path.starts_with(plugin::kBuiltInPrefix))
      posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    const std::string host = hostPath();
    char* argv[] = {const_cast<char*>(host.c_str()), const_cast<char*>(path.c_str()), nullptr};
    const int spawned = posix_spawn(&pid_, host.c_str(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(toHost[0]), close(fromHost[1]);
    request_ = toHost[1], reply_ = fromHost[0];
    if (spawned != 0) {
      pid_ = -1;
      return fail("cannot run " + host + ": " + std::strerror(spawned), error);
    }
    char ready = 0;
    if (!awaitReply(&ready, 1, 10.0))
      return fail("its process ended while loading it (" + lastExit_ + ")", error);
    if (!shared_->loaded) return fail(shared_->info, error);
    return true;
  }

  void stop() {
    if (request_ >= 0) close(request_);
    if (reply_ >= 0) close(reply_);
    request_ = reply_ = -1;
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      int status = 0;
      waitpid(pid_, &status, 0);
    }
    pid_ = -1;
    if (shared_) munmap(shared_, sizeof(plugin::Shared));
    shared_ = nullptr;
    if (memfd_ >= 0) close(memfd_);
    memfd_ = -1;
  }

  bool running() const { return pid_ > 0; }
  plugin::Shared& shared() { return *shared_; }
  const std::string& lastExit() const { return lastExit_; }

  enum class Run { Done, Died, Hung };
  // Runs the batch in shared(); on Died or Hung, shared().cursor is the pair it died on (the process is
  // gone).
  Run runBatch(double perCallLimit) {
    shared_->cursor.store(-1);
    const std::int32_t count = shared_->count;
    if (!writeNoSigpipe(request_, &count, sizeof count)) return reap(Run::Died);
    std::int32_t seen = -1;
    auto since = Clock::now();
    std::int32_t done = 0;
    std::size_t got = 0;
    for (;;) {
      pollfd p{reply_, POLLIN, 0};
      const int ready = poll(&p, 1, 20);
      if (ready > 0) {
        const ssize_t n = read(reply_, reinterpret_cast<char*>(&done) + got, sizeof done - got);
        if (n <= 0) return reap(Run::Died);
        got += static_cast<std::size_t>(n);
        if (got == sizeof done) return Run::Done;
        continue;
      }
      const std::int32_t at = shared_->cursor.load(std::memory_order_acquire);
      if (at != seen) {
        seen = at, since = Clock::now();
      } else if (std::chrono::duration<double>(Clock::now() - since).count() > perCallLimit) {
        if (at < 0) shared_->cursor.store(0);  // (the first call never started: blame the first)
        return reap(Run::Hung);
      }
    }
  }

 private:
  bool fail(const std::string& why, std::string& error) {
    error = why;
    stop();
    return false;
  }
  bool awaitReply(void* data, std::size_t n, double seconds) {
    pollfd p{reply_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(seconds * 1000)) <= 0 ||
        read(reply_, data, n) != static_cast<ssize_t>(n)) {
      reap(Run::Died);
      return false;
    }
    return true;
  }
  Run reap(Run why) {
    if (pid_ > 0) {
      if (why == Run::Hung) kill(pid_, SIGKILL);
      int status = 0;
      waitpid(pid_, &status, 0);
      lastExit_ = describeExit(status);
      pid_ = -1;
    }
    return why;
  }

  pid_t pid_ = -1;
  int memfd_ = -1, request_ = -1, reply_ = -1;
  plugin::Shared* shared_ = nullptr;
  std::string lastExit_;
};

// [SECTION] The judge

// A plugin (path_ is its file) or a built-in judge that may abort (path_ is "builtin:NAME").
class PluginJudge final : public Judge {
 public:
  PluginJudge(std::string path, OpenOptions options) : path_(std::move(path)), options_(options) {}

  bool builtIn() const { return path_.starts_with(plugin::kBuiltInPrefix); }
  bool judgesElsewhere() const override { return true; }

  bool load(std::string& error) {
    if (!builtIn()) {
      stamp_ = stampOf(path_);
      if (!stamp_) {
        error = path_ + ": no such file";
        return false;
      }
    }
    if (!process_.start(path_, error)) {
      error = path_ + ": " + error;
      return false;
    }
    const plugin::Shared& s = process_.shared();
    std::copy(std::begin(s.exports), std::end(s.exports), exports_.begin());
    if (std::all_of(exports_.begin(), exports_.end(), [](std::uint8_t e) { return e == 0; })) {
      error = path_ +
              ": exports no judge function (hitlab_segment_segment, hitlab_toi_circle_rect, ...: "
              "hitlab/judge_abi.h)";
      process_.stop();
      return false;
    }
    name_ = fs::path(path_).filename().string();
    std::string named;
    auto c = parseJudgeInfo(s.info, named, error);
    if (!c) {
      error = path_ + ": hitlab_judge_info: " + error;
      process_.stop();
      return false;
    }
    if (c->rounded && !builtIn()) {
      error = path_ +
              ": hitlab_judge_info: rounded=1 is for built-in judges (a plugin takes rounded rects and "
              "polygons by exporting hitlab_rounded_<pair>: hitlab/judge_abi.h, abi 3)";
      process_.stop();
      return false;
    }
    conventions_ = *c;
    for (int k = 0; k < kPairTypeCount; ++k) conventions_.roundedFor[k] = exports_[k] & kRoundedFunctions;
    if (!named.empty()) name_ = named;
    return true;
  }

  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override { return judgesStill(exports_[pairType]); }
  bool answersMotion(int pairType) const override { return exports_[pairType] & kMotionFunction; }
  std::string problem() const override { return problem_; }

  Verdict judge(const Shape& a, const Shape& b) override {
    PairOfShapes pair{a, b};
    Verdict v;
    judgeMany({&pair, 1}, {&v, 1});
    return v;
  }

  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    PairOfShapes pair{a, b, PairMotion{va, vb}};
    Verdict v;
    judgeMany({&pair, 1}, {&v, 1});
    return v;
  }

  void judgeMany(std::span<const PairOfShapes> pairs, std::span<Verdict> out) override {
    std::size_t next = 0;
    while (next < pairs.size()) {
      if (!process_.running()) {
        std::string error;
        if (!process_.start(path_, error)) {  // (it loaded before: the file is being rebuilt, say)
          problem_ = error;
          for (; next < pairs.size(); ++next)
            out[next] = declined("the plugin could not be loaded again: " + error);
          return;
        }
      }
      const std::size_t count = fill(pairs, next);
      const auto run = process_.runBatch(options_.callLimit);
      plugin::Shared& s = process_.shared();
      const std::size_t finished = run == HostProcess::Run::Done ? count : std::size_t(s.cursor.load());
      for (std::size_t i = 0; i < finished; ++i) out[next + i] = verdictOf(s.answers[i]);
      if (run != HostProcess::Run::Done) {
        Verdict& v = out[next + finished];
        v = {};
        v.failure = run == HostProcess::Run::Hung ? Failure::Hang : Failure::Crash;
        v.failureText = run == HostProcess::Run::Hung
                            ? "no answer within " + std::to_string(options_.callLimit).substr(0, 4) + " s"
                            : "its process " + process_.lastExit();
        next += finished + 1;
        continue;
      }
      next += count;
    }
  }

  std::unique_ptr<Judge> clone() const override {
    auto other = std::make_unique<PluginJudge>(path_, options_);
    std::string error;
    if (!other->load(error)) other->problem_ = error;
    return other;
  }

  std::optional<Reproducer> reproducer(const Shape& a, const Shape& b) const override {
    if (builtIn()) {  // (the engine's own program: made by the built-in judge, which is not run here)
      const std::string name = path_.substr(std::strlen(plugin::kBuiltInPrefix));
      for (const BuiltInJudge* j : builtInJudges())
        if (j->name == name) return j->make()->reproducer(a, b);
      return std::nullopt;
    }
    return pluginProgram(a, b);
  }

  std::optional<Reproducer> motionReproducer(const Shape& a, Vec2 va, const Shape& b,
                                             Vec2 vb) const override {
    if (builtIn()) {
      const std::string name = path_.substr(std::strlen(plugin::kBuiltInPrefix));
      for (const BuiltInJudge* j : builtInJudges())
        if (j->name == name) return j->make()->motionReproducer(a, va, b, vb);
      return std::nullopt;
    }
    return pluginMotionProgram(a, va, b, vb);
  }

  bool reloadIfChanged() override {
    if (builtIn()) return false;
    const auto now = stampOf(path_);
    if (!now || now == stamp_) return false;
    // A linker writes the file in pieces: wait until it has stood still for a moment.
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (stampOf(path_) != now) return false;
    std::string error;
    PluginJudge fresh(path_, options_);
    if (!fresh.load(error)) {
      problem_ = error;
      stamp_ = now;  // (tried this build; the next rebuild tries again)
      return true;
    }
    process_.swap(fresh.process_);
    name_ = fresh.name_, conventions_ = fresh.conventions_, exports_ = fresh.exports_, stamp_ = fresh.stamp_;
    problem_.clear();
    return true;
  }

 private:
  // A C program that calls the plugin's function on (a, b) and prints its answer (its distance, for a plugin
  // with only a distance function), linked against the plugin's file.
  std::optional<Reproducer> pluginProgram(const Shape& a, const Shape& b) const {
    const int pair = pairType(typeOf(a), typeOf(b));
    const bool rounded = usesRoundedFunctions(exports_[pair], a, b);
    const bool hasPair = exports_[pair] & (rounded ? kRoundedFunction : kPairFunction);
    const bool hasDistance = exports_[pair] & (rounded ? kRoundedDistanceFunction : kDistanceFunction);
    if (!hasPair && !hasDistance) return std::nullopt;
    const std::string fn = std::string(hasPair ? "hitlab_" : "hitlab_distance_") +
                           (rounded ? "rounded_" : "") + pairTypeName(pair);
    const bool polyA = typeOf(a) == ShapeType::Polygon, polyB = typeOf(b) == ShapeType::Polygon;
    auto values = [&](const Shape& s) {
      std::string out;
      forEachJudgeValue(s, rounded, [&](double x) { out += (out.empty() ? "" : ", ") + hexText(x); });
      return out;
    };
    auto count = [](const Shape& s) { return std::to_string(std::get<Polygon>(s).points.size()); };
    const std::string params = std::string("const double* a") + (polyA ? ", int na" : "") +
                               ", const double* b" + (polyB ? ", int nb" : "");
    const std::string args =
        std::string("a") + (polyA ? ", " + count(a) : "") + ", b" + (polyB ? ", " + count(b) : "");
    std::string src =
        "/* " + name_ + " (" + fs::path(path_).filename().string() +
        "), asked about one pair through its C interface (hitlab/judge_abi.h): prints " +
        (hasPair ? "its answer (0 miss, 1 meet, 2 touching, 3 overlapping)" : "its distance") +
        ".\n * Written by hitlab's hunt; every value in hex (nothing rounded). */\n#include <stdio.h>\n\n" +
        (hasPair ? "int " : "double ") + fn + "(" + params + ");\n\nint main(void) {\n" +
        "  const double a[] = {" + values(a) + "};\n  const double b[] = {" + values(b) + "};\n" +
        (hasPair ? "  printf(\"%d\\n\", " : "  printf(\"%.17g\\n\", ") + fn + "(" + args +
        "));\n  return 0;\n}\n";
    const fs::path file = fs::absolute(path_);
    return Reproducer{"c", src, "cc",
                      "'" + file.string() + "' -Wl,-rpath,'" + file.parent_path().string() + "'"};
  }

  // The same for its time of impact function: prints the time (and the normal, abi 5's function), or "none".
  std::optional<Reproducer> pluginMotionProgram(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) const {
    const int pair = pairType(typeOf(a), typeOf(b));
    if (!(exports_[pair] & kMotionFunction)) return std::nullopt;
    const bool normal = exports_[pair] & kMotionNormalFunction;
    const std::string fn = std::string(normal ? "hitlab_toi_normal_" : "hitlab_toi_") + pairTypeName(pair);
    const bool polyA = typeOf(a) == ShapeType::Polygon, polyB = typeOf(b) == ShapeType::Polygon;
    auto values = [&](const Shape& s) {
      std::string out;
      forEachJudgeValue(s, false, [&](double x) { out += (out.empty() ? "" : ", ") + hexText(x); });
      return out;
    };
    auto count = [](const Shape& s) { return std::to_string(std::get<Polygon>(s).points.size()); };
    const std::string params = std::string("const double* a") + (polyA ? ", int na" : "") +
                               ", const double* b" + (polyB ? ", int nb" : "") +
                               ", const double* va, const double* vb, double* t" +
                               (normal ? ", double* normal" : "");
    const std::string args = std::string("a") + (polyA ? ", " + count(a) : "") + ", b" +
                             (polyB ? ", " + count(b) : "") + ", va, vb, &t" + (normal ? ", n" : "");
    std::string src =
        "/* " + name_ + " (" + fs::path(path_).filename().string() +
        "), asked about one pair in motion through its C interface (hitlab/judge_abi.h, abi " +
        (normal ? "5): prints its time of impact and its contact normal" : "4): prints its time of impact") +
        ", or none.\n * Written by hitlab's hunt; every value in hex (nothing rounded). */\n"
        "#include <stdio.h>\n\nint " +
        fn + "(" + params + ");\n\nint main(void) {\n  const double a[] = {" + values(a) +
        "};\n  const double b[] = {" + values(b) + "};\n  const double va[] = {" + hexText(va.x) + ", " +
        hexText(va.y) + "}, vb[] = {" + hexText(vb.x) + ", " + hexText(vb.y) + "};\n  double t = 0" +
        (normal ? ", n[2] = {0, 0}" : "") + ";\n  if (" + fn + "(" + args + ") == 1)\n" +
        (normal ? "    printf(\"%.17g %.17g %.17g\\n\", t, n[0], n[1]);\n"
                : "    printf(\"%.17g\\n\", t);\n") +
        "  else\n    printf(\"none\\n\");\n  return 0;\n}\n";
    const fs::path file = fs::absolute(path_);
    return Reproducer{"c", src, "cc",
                      "'" + file.string() + "' -Wl,-rpath,'" + file.parent_path().string() + "'"};
  }

  static Verdict declined(std::string why) {
    Verdict v;
    v.note = std::move(why);
    return v;
  }

  // Copies pairs from `first` into the shared block, as many as fit; returns how many.
  std::size_t fill(std::span<const PairOfShapes> pairs, std::size_t first) {
    plugin::Shared& s = process_.shared();
    std::int32_t count = 0, used = 0;
    for (std::size_t i = first; i < pairs.size() && count < plugin::kMaxPairs; ++i) {
      const Shape &a = pairs[i].a, &b = pairs[i].b;
      const int pair = pairType(typeOf(a), typeOf(b));
      // (a built-in judge is given the shapes as they are: shapeFromValues reads a radius where there is one)
      // (a time of impact function takes plain shapes: the hunt in motion gives it no rounded ones)
      const bool rounded = !builtIn() && !pairs[i].motion && usesRoundedFunctions(exports_[pair], a, b);
      const int na = valueCount(a, rounded), nb = valueCount(b, rounded);
      const std::optional<PairMotion>& m = pairs[i].motion;
      if (used + na + nb + (m ? 4 : 0) > plugin::kMaxValues) break;
      plugin::Request& q = s.requests[count++];
      q.pairType = pair;
      q.offset = used, q.countA = na, q.countB = nb, q.rounded = rounded, q.moving = m.has_value();
      forEachJudgeValue(a, rounded, [&](double x) { s.values[used++] = x; });
      forEachJudgeValue(b, rounded, [&](double x) { s.values[used++] = x; });
      if (m)
        for (double x : {m->a.x, m->a.y, m->b.x, m->b.y}) s.values[used++] = x;
    }
    s.count = count;
    return static_cast<std::size_t>(count);
  }

  std::string path_, name_, problem_;
  Conventions conventions_;
  OpenOptions options_;
  std::array<std::uint8_t, kPairTypeCount> exports_{};  ///< ExportedFunction bits, by pair type
  std::optional<FileStamp> stamp_;
  HostProcess process_;
};

}  // namespace

std::unique_ptr<Judge> openIsolated(const std::string& name, std::string& error, const OpenOptions& options) {
  auto judge = std::make_unique<PluginJudge>(plugin::kBuiltInPrefix + name, options);
  if (!judge->load(error)) return nullptr;
  return judge;
}

std::unique_ptr<Judge> openPlugin(const std::string& path, std::string& error, const OpenOptions& options) {
  auto judge = std::make_unique<PluginJudge>(path, options);
  if (!judge->load(error)) return nullptr;
  return judge;
}

}  // namespace hitlab::judge
