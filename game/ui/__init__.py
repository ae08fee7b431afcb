"""The shared pygame-ce front end: the app, the shared scenes, widgets, dice, audio, fonts and
layout; each game's own screens are in its `game/<key>/ui/` (`front_end.FrontEnd`)."""
