import ContentCore

/// The preview of jigsaw pieces dragged and snapped into place.
extension JigsawKind {
    var previewScript: String? {
        #"""
        // Jigsaws: the pieces (the builder's own PNGs) scattered below the board, dragged with the
        // pointer, snapped into place when dropped near it; a message when the picture is whole.

        // why: a quarter of the smaller piece side (in picture pixels) is forgiving with a mouse or a
        // finger, yet far smaller than the distance between two pieces' places
        const SNAP_SHARE = 0.25;

        Renderers.jigsaw = (item) => {
          const layout = BUNDLE[item.pieces];
          if (!layout) return [el('p', { text: 'No pieces in the bundle.' })];
          const scale = Math.min(1, 420 / layout.width, 420 / layout.height);
          const boardW = layout.width * scale;
          const boardH = layout.height * scale;
          const pieceW = layout.width / layout.columns;
          const pieceH = layout.height / layout.rows;
          const tolerance = SNAP_SHARE * Math.min(pieceW, pieceH) * scale;
          const box = feedbackBox();
          const trayRows = Math.ceil(layout.pieces.length / layout.columns);
          const area = el('div', { class: 'jigsaw-area', style: `width:${Math.max(boardW, 120)}px;height:${boardH + 20 + trayRows * pieceH * scale * 0.75 + pieceH * scale * 0.5}px` });
          const board = el('div', { class: 'jigsaw-board', style: `width:${boardW}px;height:${boardH}px` },
            pic(item.outline, { class: 'jigsaw-outline', style: `width:${boardW}px;height:${boardH}px` }));
          area.append(board);
          let placed = 0;
          const order = shuffled(layout.pieces, item.id);
          order.forEach((piece, index) => {
            const img = pic(piece.file, {
              class: 'piece', draggable: 'false', 'data-piece': piece.id,
              'data-x': piece.x * scale, 'data-y': piece.y * scale,
              style: `width:${piece.width * scale}px;height:${piece.height * scale}px`,
            });
            // the tray: rows under the board, pieces overlapping a little like on a table
            const column = index % layout.columns;
            const row = Math.floor(index / layout.columns);
            img.style.left = `${column * (boardW / layout.columns)}px`;
            img.style.top = `${boardH + 20 + row * pieceH * scale * 0.75}px`;
            dragPiece(img, area, () => {
              const dx = parseFloat(img.style.left) - piece.x * scale;
              const dy = parseFloat(img.style.top) - piece.y * scale;
              if (Math.hypot(dx, dy) > tolerance) { tell(box, false, `${piece.id} is not there.`); return; }
              img.style.left = `${piece.x * scale}px`;
              img.style.top = `${piece.y * scale}px`;
              img.classList.add('placed');
              placed += 1;
              tell(box, true, placed === layout.pieces.length ? 'Done: the picture is complete!' : `${piece.id} is in place (${placed} of ${layout.pieces.length}).`);
              if (placed === layout.pieces.length) { area.classList.add('solved'); area.style.height = `${boardH}px`; }
            });
            area.append(img);
          });
          return [el('p', { text: `${layout.rows}×${layout.columns} pieces, ${layout.width}×${layout.height} pixels; drag each piece to its place.` }), area, box];
        };

        /** Pointer dragging inside `area`; `dropped` runs when the pointer lets go. Placed pieces stay. */
        function dragPiece(img, area, dropped) {
          img.addEventListener('pointerdown', (down) => {
            if (img.classList.contains('placed')) return;
            down.preventDefault();
            const startX = down.clientX - parseFloat(img.style.left);
            const startY = down.clientY - parseFloat(img.style.top);
            img.classList.add('dragging');
            area.append(img); // on top of the others
            // why: the window hears every move and the release however fast the pointer goes (moving
            // the piece in the DOM above would release a pointer capture)
            const move = (event) => {
              img.style.left = `${event.clientX - startX}px`;
              img.style.top = `${event.clientY - startY}px`;
            };
            const up = (event) => {
              move(event);
              img.classList.remove('dragging');
              window.removeEventListener('pointermove', move);
              window.removeEventListener('pointerup', up);
              dropped();
            };
            window.addEventListener('pointermove', move);
            window.addEventListener('pointerup', up);
          });
        }
        """#
    }

    var previewStyle: String? {
        #"""
        .jigsaw-area { position: relative; margin: 8px 0; user-select: none; }
        .jigsaw-board { position: absolute; left: 0; top: 0; background: #fafafa; outline: 1px solid #ccc; }
        .jigsaw-outline { position: absolute; left: 0; top: 0; opacity: .35; }
        .piece { position: absolute; cursor: grab; touch-action: none; filter: drop-shadow(0 1px 2px rgba(0,0,0,.4)); }
        .piece.dragging { cursor: grabbing; filter: drop-shadow(0 4px 6px rgba(0,0,0,.5)); }
        .piece.placed { cursor: default; filter: none; }
        .jigsaw-area.solved .jigsaw-outline { opacity: 0; }
        """#
    }
}
