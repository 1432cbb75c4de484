"""Start and stop a Voila server on a free localhost port (shared by the Voila and browser tests)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "notebooks" / "app.ipynb"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def voila_app(timeout: float = 90.0, pool: int = 0, fill_delay: float | None = None,
              config_root: Path = ROOT):
    """Serve notebooks/app.ipynb; yield its URL; stop the server at the end, also on failure.
    ``pool``: how many kernels are made ready before their visitors come, each running the
    app (etc/jupyter/voila.json keeps 3; 0, the tests' default, starts one for each page);
    ``fill_delay``: seconds from a kernel taken to the next one started (voila.json's when
    None); ``config_root``: the folder whose etc/jupyter and share/jupyter (the configuration
    and the page's template) are served (the project's own by default; the app benchmark
    passes an earlier commit's to compare pages)."""
    port = free_port()
    log = open(config_root / ".voila-test.log", "wb")
    cmd = [sys.executable, "-m", "voila", str(APP), f"--port={port}", "--no-browser",
           "--Voila.ip=127.0.0.1", "--show_tracebacks=True", "--template=bridgekit",
           f"--VoilaConfiguration.preheat_kernel={pool > 0}",
           f"--VoilaConfiguration.default_pool_size={max(pool, 1)}"]
    if fill_delay is not None:
        cmd.append(f"--VoilaKernelManager.fill_delay={fill_delay}")
    env = {**os.environ, **{name: os.pathsep.join(
        p for p in (str(config_root / folder / "jupyter"), os.environ.get(name)) if p)
        for name, folder in (("JUPYTER_PATH", "share"), ("JUPYTER_CONFIG_PATH", "etc"))}}
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"voila exited with {proc.returncode}; see .voila-test.log")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"voila did not answer on {url} in {timeout:.0f} s") from None
                time.sleep(0.3)
        yield url
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        log.close()
