import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

DATA = Path(__file__).parent / "data"
sys.path.insert(0, str(Path(__file__).parent))  # helpers
sys.path.insert(0, str(Path(__file__).parent / "widgets"))  # voila_server, shared by two test files

# on CI the properties run from a fixed seed, so a run is reproducible; elsewhere they explore
settings.register_profile("bridgekit", deadline=None, max_examples=200,
                          derandomize=bool(os.environ.get("CI")))
settings.register_profile("thorough", deadline=None, max_examples=3000)
# BRIDGEKIT_HYPOTHESIS=thorough runs the properties with 3000 examples each
settings.load_profile(os.environ.get("BRIDGEKIT_HYPOTHESIS", "bridgekit"))


@pytest.fixture
def data_dir() -> Path:
    return DATA
