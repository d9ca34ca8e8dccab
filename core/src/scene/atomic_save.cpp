// atomic_save.cpp — saving a scene file atomically (hitlab/atomic_save.h).
#include "hitlab/atomic_save.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "hitlab/scene_io.h"

namespace hitlab {

void saveSceneAtomic(const Scene& scene, const std::string& path, KeepPrevious keep) {
  saveTextAtomic(sceneToJson(scene), path, keep);
}

SaveError::SaveError(std::string file_, Message problem_)
    : std::runtime_error(file_ + ": " + english(problem_)),
      file(std::move(file_)),
      problem(std::move(problem_)) {}

void saveTextAtomic(const std::string& data, const std::string& path, KeepPrevious keep) {
  auto fail = [&](const char* id, std::vector<std::string> args, int error) {
    args.emplace_back(std::strerror(error));
    return SaveError(path, {id, std::move(args)});
  };
  const std::string tmp = path + ".tmp-" + std::to_string(getpid());
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw fail("save.cannot-create", {tmp}, errno);
  bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
  ok = std::fflush(f) == 0 && ok;
  ok = fsync(fileno(f)) == 0 && ok;
  const int writeError = errno;
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    std::remove(tmp.c_str());
    throw fail("save.write-failed", {tmp}, writeError ? writeError : EIO);
  }
  // The previous version as path~: a second name for the old file (a copy where links are not supported).
  if (keep == KeepPrevious::Yes && access(path.c_str(), F_OK) == 0) {
    const std::string backup = path + "~";
    std::remove(backup.c_str());
    if (link(path.c_str(), backup.c_str()) != 0) {
      std::ifstream in(path, std::ios::binary);
      std::ofstream out(backup, std::ios::binary | std::ios::trunc);
      out << in.rdbuf();
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int renameError = errno;
    std::remove(tmp.c_str());
    throw fail("save.cannot-replace", {}, renameError);
  }
  // The rename itself reaches the disk with its folder.
  std::string dir = path.substr(0, path.find_last_of('/') + 1);
  if (int fd = open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY); fd >= 0) fsync(fd), close(fd);
}

}  // namespace hitlab
