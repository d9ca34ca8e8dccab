// check_command.cpp — `hitlab-cli check FILE|DIR... [--junit FILE] [--exact]`.
#include "check_command.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <thread>

#include "hitlab/detail/xml_text.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"

namespace hitlab::cli {

namespace {

namespace fs = std::filesystem;

struct Case {
  std::size_t k = 0;  ///< expect[k]
  std::string a, b;
  std::vector<std::string> wrong;  ///< empty: passed
  std::string name() const { return "expect[" + std::to_string(k) + "] " + a + " / " + b; }
};

struct FileResult {
  std::string path;
  std::string error;  ///< the loader's one line, when the file could not be read
  std::vector<Case> cases;
};

// The files to check: files as given, directories by their *.json files (recursively, sorted).
std::vector<std::string> expand(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (!fs::is_directory(p, ec)) {
      out.push_back(p);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& e : fs::recursive_directory_iterator(p, ec))
      if (e.is_regular_file(ec) && e.path().extension() == ".json") found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

FileResult checkFile(const std::string& path, NumberMatch match) {
  FileResult r;
  r.path = path;
  try {
    const Scene scene = loadScene(path);
    std::map<std::string, const NamedShape*> byId;
    for (const auto& s : scene.shapes) byId[s.id] = &s;
    for (std::size_t k = 0; k < scene.expect.size(); ++k) {
      const Expectation& e = scene.expect[k];
      const NamedShape &a = *byId.at(e.a), &b = *byId.at(e.b);
      Case c;
      c.k = k, c.a = e.a, c.b = e.b;
      c.wrong = checkExpectation(e, a.shape, b.shape, match, a.motion, b.motion);
      r.cases.push_back(std::move(c));
    }
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  return r;
}

using detail::xmlEscaped;

void writeJunit(const std::vector<FileResult>& results, const std::string& path) {
  long tests = 0, failures = 0, errors = 0;
  for (const auto& r : results) {
    tests += r.error.empty() ? static_cast<long>(r.cases.size()) : 1, errors += !r.error.empty();
    for (const auto& c : r.cases) failures += !c.wrong.empty();
  }
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  xml += "<testsuites name=\"hitlab-cli check\" tests=\"" + std::to_string(tests) + "\" failures=\"" +
         std::to_string(failures) + "\" errors=\"" + std::to_string(errors) + "\">\n";
  for (const auto& r : results) {
    const std::string file = xmlEscaped(r.path);
    long failed = 0;
    for (const auto& c : r.cases) failed += !c.wrong.empty();
    xml += "  <testsuite name=\"" + file + "\" tests=\"" +
           std::to_string(r.error.empty() ? r.cases.size() : 1) + "\" failures=\"" + std::to_string(failed) +
           "\" errors=\"" + (r.error.empty() ? "0" : "1") + "\">\n";
    if (!r.error.empty())
      xml += "    <testcase classname=\"" + file + "\" name=\"load\"><error message=\"" +
             xmlEscaped(r.error) + "\"/></testcase>\n";
    for (const auto& c : r.cases) {
      xml += "    <testcase classname=\"" + file + "\" name=\"" + xmlEscaped(c.name()) + "\"";
      if (c.wrong.empty()) {
        xml += "/>\n";
        continue;
      }
      std::string all;
      for (const auto& w : c.wrong) all += w + "\n";
      xml += "><failure message=\"" + xmlEscaped(c.wrong.front()) + "\">" + xmlEscaped(all) +
             "</failure></testcase>\n";
    }
    xml += "  </testsuite>\n";
  }
  xml += "</testsuites>\n";
  // Atomically, as every file hitlab writes: a temporary beside it, then a rename.
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << xml;
    if (!out.flush()) throw std::runtime_error("cannot write " + path);
  }
  fs::rename(tmp, path);
}

}  // namespace

int checkScenes(const std::vector<std::string>& paths, const std::string& junitPath, bool exact) {
  const NumberMatch match = exact ? NumberMatch::Exact : NumberMatch::WithinTolerance;
  const std::vector<std::string> files = expand(paths);
  std::vector<FileResult> results(files.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i; (i = next++) < files.size();) results[i] = checkFile(files[i], match);
  };
  const unsigned threads =
      std::max(1u, std::min<unsigned>(std::thread::hardware_concurrency(), files.size()));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  long passed = 0, failed = 0, unreadable = 0;
  for (const FileResult& r : results) {
    if (!r.error.empty()) {
      std::cerr << r.error << "\n";
      ++unreadable;
    }
    for (const Case& c : r.cases) {
      for (const auto& line : c.wrong)
        std::cout << r.path << ": expect[" << c.k << "] (" << c.a << ", " << c.b << "): " << line << "\n";
      (c.wrong.empty() ? passed : failed) += 1;
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  if (!junitPath.empty()) writeJunit(results, junitPath);
  return unreadable > 0 ? 2 : (failed == 0 ? 0 : 1);
}

}  // namespace hitlab::cli
