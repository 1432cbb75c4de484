"""bridgekit: exact, explainable scoring for duplicate contract bridge."""
__version__ = "0.1.0"
