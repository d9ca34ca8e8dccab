#!/usr/bin/env bash
# hitlab for Python in a virtual environment at .venv/ (Debian forbids pip into the system Python): installs
# the Debian packages it needs (scripts/deps.sh), builds the module (the release preset) and installs the
# package with pip from this repository, nothing downloaded. The environment sees Debian's NumPy
# (--system-site-packages). Then: .venv/bin/python -c 'import hitlab'
#   scripts/python.sh           set up .venv/ (again: the package is reinstalled from the current source)
#   scripts/python.sh wheel DIR the wheel, into DIR
#   scripts/python.sh tour      runs docs/python/tour.ipynb and saves it with its outputs (after an API change;
#                               tests/python/test_notebook.py holds its pictures to the ones it draws)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
[[ -f build/release/CMakeCache.txt ]] || cmake --preset release >/dev/null
cmake --build --preset release --target hitlab_python hitlab-cli
if [[ ${1:-} == wheel ]]; then
  exec /usr/bin/python3 -m pip wheel --no-build-isolation --no-deps --no-index -w "${2:?wheel DIR}" python/
fi
if [[ ${1:-} == tour ]]; then
  cd docs/python
  PYTHONPATH=$PWD/../../build/release/python PYDEVD_DISABLE_FILE_VALIDATION=1 exec /usr/bin/python3 -c '
import nbclient, nbformat
nb = nbformat.read("tour.ipynb", as_version=4)
nbclient.NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": "."}}).execute()
nbformat.write(nb, "tour.ipynb")
print("docs/python/tour.ipynb: run and saved")'
fi
[[ -x .venv/bin/python ]] || /usr/bin/python3 -m venv --system-site-packages .venv
.venv/bin/python -m pip install --quiet --no-build-isolation --no-index --force-reinstall --no-deps python/
rm -rf python/build python/hitlab.egg-info  # (setuptools' scratch)
.venv/bin/python -c 'import hitlab; print("python: hitlab in .venv/ (SIMD " + hitlab.simd_target() + "): .venv/bin/python")'
