import ContentCore

/// The preview of a sound: a player for its file and what the builder measured of it.
extension SoundsKind {
    var previewScript: String? {
        #"""
        /** A sound of the bundle (copied under bundle/ at its bundle path), loaded only when played;
         *  none for a path that is not a plain relative one. */
        function soundPlayer(path) {
          if (typeof path !== 'string' || !/^[^/:\\?#]+(\/[^/:\\?#]+)*$/.test(path) || path.split('/').some((p) => p === '..' || p === '.')) return null;
          return el('audio', { class: 'sound', controls: true, preload: 'none', src: 'bundle/' + path });
        }
        const decibels = (value, unit) => (typeof value === 'number' ? `${value.toFixed(1)} ${unit}` : '–');
        Renderers.sounds = (sound) => [
          sound.title ? el('p', { class: 'sound-title', text: tr(sound.title) }) : null,
          soundPlayer(sound.file),
          el('p', { class: 'sound-facts', text: [
            `${sound.role}${sound.loop ? ', loops' : ''}`,
            `${Number(sound.duration).toFixed(2)} s`,
            `${sound.sampleRate} Hz, ${sound.channels === 1 ? 'mono' : `${sound.channels} channels`}, ${sound.format}`,
            typeof sound.loudness === 'number' ? decibels(sound.loudness, 'LUFS') : 'no loudness (under 400 ms)',
            `true peak ${decibels(sound.truePeak, 'dBTP')}`,
          ].join(' · ') }),
        ];
        """#
    }

    var previewStyle: String? {
        #"""
        audio.sound { width: 320px; display: block; margin: 4px 0; } .sound-facts { color: #555; }
        """#
    }
}
