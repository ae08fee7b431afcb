"""`python -m game <command>`: the developer/headless entry point."""

from game.cli import main

raise SystemExit(main())
