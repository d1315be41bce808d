"""Felt as a desktop program: Help > About (version, licence, what it runs on, where its data
is), the desktop entry and icon it installs for the user, and the window's icon and name."""
