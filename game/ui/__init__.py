"""The pygame-ce front end: the app, its scenes, widgets, dice, audio, fonts and layout."""
