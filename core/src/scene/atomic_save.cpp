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

void saveTextAtomic(const std::string& data, const std::string& path, KeepPrevious keep) {
  auto fail = [&](const std::string& what, int error) {
    return std::runtime_error(path + ": cannot save: " + what + " (" + std::strerror(error) + ")");
  };
  const std::string tmp = path + ".tmp-" + std::to_string(getpid());
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw fail("cannot create " + tmp, errno);
  bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
  ok = std::fflush(f) == 0 && ok;
  ok = fsync(fileno(f)) == 0 && ok;
  const int writeError = errno;
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    std::remove(tmp.c_str());
    throw fail("writing " + tmp + " failed", writeError ? writeError : EIO);
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
    throw fail("cannot replace the file", renameError);
  }
  // The rename itself reaches the disk with its folder.
  std::string dir = path.substr(0, path.find_last_of('/') + 1);
  if (int fd = open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY); fd >= 0) fsync(fd), close(fd);
}

}  // namespace hitlab
